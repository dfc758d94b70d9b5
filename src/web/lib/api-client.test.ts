import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/api-mock.ts';
import { ApiError, apiGet, apiRequest, errorMessage, getQueryFn, OFFLINE_MESSAGE } from './api-client.ts';

function answer(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('sends the session cookie and a JSON body, and parses a JSON answer', async () => {
    const fetchSpy = answer(jsonResponse(200, { id: 1 }));

    await expect(apiRequest('POST', '/api/login', { username: 'priya' })).resolves.toEqual({ id: 1 });

    expect(fetchSpy).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      credentials: 'include',
      signal: undefined,
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"priya"}',
    });
  });

  it('sends an upload form as it is, leaving the content type to the browser', async () => {
    const fetchSpy = answer(jsonResponse(201, {}));
    const form = new FormData();
    form.append('title', 'Engineering Mathematics');

    await apiRequest('POST', '/api/products', form);

    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('returns a non-JSON answer as text', async () => {
    answer(new Response('ok', { status: 200, headers: { 'Content-Type': 'text/plain' } }));

    await expect(apiRequest('GET', '/healthz')).resolves.toBe('ok');
  });

  it('fails a non-OK answer with "{status}: {body}" and keeps the server message for toasts', async () => {
    answer(jsonResponse(401, { message: 'Invalid username or password' }));

    const error = await rejection(apiRequest('POST', '/api/login', {}));

    expect(error.message).toBe('401: {"message":"Invalid username or password"}');
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Invalid username or password');
    expect(errorMessage(error)).toBe('Invalid username or password');
  });

  it('uses the status text when a failed answer has no body', async () => {
    answer(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    const error = await rejection(apiRequest('GET', '/api/products'));

    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error)).toBe('503: Service Unavailable');
  });
});

describe('a call that never reaches the server', () => {
  it('says the visitor is offline when the browser knows it', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);

    await expect(apiRequest('POST', '/api/cart', {})).rejects.toThrow(OFFLINE_MESSAGE);
  });

  it('says the server could not be reached otherwise', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiGet('/api/products')).rejects.toThrow(
      'PassItOn could not be reached. Check your connection and try again.',
    );
  });

  it('passes a cancelled call on as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(abort);

    await expect(apiGet('/api/products', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('reading cached data', () => {
  it('turns a 401 into null when asked to', async () => {
    answer(jsonResponse(401, { message: 'Not signed in' }));

    await expect(apiGet('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('fails on a 401 by default', async () => {
    answer(jsonResponse(401, { message: 'Not signed in' }));

    const error = await rejection(apiGet('/api/user'));

    expect(error.message).toBe('401: {"message":"Not signed in"}');
  });

  it('fetches the URL at the start of the query key', async () => {
    const fetchSpy = answer(jsonResponse(200, [{ id: 3 }]));
    const queryFn = getQueryFn({ on401: 'throw' });
    const signal = new AbortController().signal;

    const data = await queryFn({
      client: new QueryClient(),
      queryKey: ['/api/products', { page: 1 }],
      signal,
      meta: undefined,
    });

    expect(data).toEqual([{ id: 3 }]);
    expect(fetchSpy).toHaveBeenCalledWith('/api/products', { credentials: 'include', signal });
  });
});
