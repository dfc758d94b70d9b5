import type { I18n } from '@lingui/core';
import type { QueryFunction } from '@tanstack/react-query';
import { currentTabTranslator, translateRefusal } from './i18n/api-error-text.ts';

type Params = Record<string, string | number>;

/**
 * A non-OK answer from the API. `message` is "{status}: {body text or statusText}" (spec, section 8);
 * `serverMessage` is the body's JSON `message`, the sentence toasts show; `code`, `params` and `notes` say the
 * same by the API's stable error code (domain/api-errors.ts), so it can be shown in the reader's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The refusal's code (an ApiErrorCode when the server is this version's); undefined for a 500 or a proxy. */
  readonly code: string | undefined;
  readonly params: Params | undefined;
  readonly notes: { code: string; params?: Params }[] | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = readBody(bodyText);
    this.serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.params = isParams(body?.params) ? body.params : undefined;
    this.notes = Array.isArray(body?.notes) ? body.notes.filter(isNote) : undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a 401 answer means to a reader: "nobody is signed in" (null) or a failure. */
export type On401 = 'returnNull' | 'throw';

/** Sends a call with the session cookie (and any extra headers); JSON answers come back parsed, others as text. */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<T> {
  const encoded = encodeBody(body);
  const response = await send(url, {
    method,
    credentials: 'include',
    signal,
    ...encoded,
    ...(headers
      ? { headers: { ...(encoded.headers as Record<string, string> | undefined), ...headers } }
      : {}),
  });
  return readResponse<T>(response);
}

/** Reads `url`; with `on401: 'returnNull'` a 401 answer yields null instead of an error. */
export async function apiGet<T>(
  url: string,
  { on401 = 'throw', signal }: { on401?: On401; signal?: AbortSignal } = {},
): Promise<T | null> {
  const response = await send(url, { credentials: 'include', signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  return readResponse<T>(response);
}

/** react-query's default reader: fetches the URL in `queryKey[0]`. */
export function getQueryFn({ on401 }: { on401: On401 }): QueryFunction {
  return ({ queryKey, signal }) => {
    const [url] = queryKey;
    if (typeof url !== 'string') {
      throw new Error('A query without its own queryFn needs a URL as the first element of its key');
    }
    return apiGet(url, { on401, signal });
  };
}

/**
 * The sentence to show a person for a failed call: the server's refusal in the reader's language (by its code,
 * through `i18n`, by default this tab's translator), else the server's own message when it sent one.
 */
export function errorMessage(error: unknown, i18n: I18n | undefined = currentTabTranslator()): string {
  if (error instanceof ApiError) {
    return translateRefusal(i18n, error) ?? error.serverMessage ?? error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The server's refusal in the reader's language (as `errorMessage`), or undefined when the call failed without
 * one (a server error, a proxy's page, a lost connection): then the screen says its own words.
 */
export function refusalMessage(
  error: unknown,
  i18n: I18n | undefined = currentTabTranslator(),
): string | undefined {
  if (!(error instanceof ApiError) || error.serverMessage === undefined) return undefined;
  return translateRefusal(i18n, error) ?? error.serverMessage;
}

/** Said when a call never reached the server; the offline worker answers reads with the same sentence. */
export const OFFLINE_MESSAGE = 'You are offline. Connect to the internet and try again.';
const UNREACHABLE_MESSAGE = 'PassItOn could not be reached. Check your connection and try again.';

/**
 * How calls reach the API: the browser's fetch, or, while the server renders a page, the server answering itself
 * in-process (src/web/entry-server.tsx, docs/decisions/018-server-rendered-buyer-pages.md).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Lets the server's renderer answer the page's calls itself. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** fetch through the app's transport, for the readers that need the response itself (headers, status). */
export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

/**
 * fetch, with a failed connection explained in words ("Failed to fetch" means nothing to a student).
 * A call cancelled on purpose is passed on as it is.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await apiFetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new Error(globalThis.navigator?.onLine ? UNREACHABLE_MESSAGE : OFFLINE_MESSAGE, { cause: error });
  }
}

function encodeBody(body: unknown): RequestInit {
  if (body === undefined) return {};
  // The browser writes the multipart boundary into the content type itself, so upload forms go as they are.
  if (body instanceof FormData) return { body };
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  // A JSON answer may still be empty (204), which JSON.parse would reject.
  return (isJson && text ? JSON.parse(text) : text) as T;
}

function readBody(bodyText: string): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's HTML error page, say): there is no server message to show.
  }
  return undefined;
}

function isParams(value: unknown): value is Params {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((part) => typeof part === 'string' || typeof part === 'number')
  );
}

function isNote(value: unknown): value is { code: string; params?: Params } {
  if (typeof value !== 'object' || value === null) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  return typeof code === 'string' && (params === undefined || isParams(params));
}
