import {
  type ApiErrorBody,
  type ApiErrorCall,
  type ApiErrorCode,
  type ApiErrorParams,
  apiErrorText,
  describeApiError,
  isApiErrorCode,
} from '../../domain/api-errors.ts';

/**
 * An expected failure with the HTTP status it maps to. Services throw it; the error handler turns it into
 * `{ message, code, params? }` with that status (docs/decisions/071-api-error-codes.md). It is built from a code
 * of the catalogue only, so its English message is always the catalogue's. Anything else that is thrown is a bug
 * and answers 500.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly params: ApiErrorParams | undefined;
  /** Sentences said after the message (what a failed checkout undid), each by its code. */
  readonly notes: readonly { code: ApiErrorCode; params?: ApiErrorParams }[];

  constructor(status: number, ...[code, params]: ApiErrorCall) {
    // Types keep free sentences out; this keeps out one that slipped past them (an `as` cast, plain JS).
    if (!isApiErrorCode(code)) throw new TypeError(`Not an API error code: ${String(code)}`);
    super(apiErrorText(code, params));
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.params = params;
    this.notes = [];
  }

  /** The same failure with sentences added after it, each by its code. */
  withNotes(notes: readonly { code: ApiErrorCode; params?: ApiErrorParams }[]): AppError {
    const noted = new AppError(this.status, ...([this.code, this.params] as ApiErrorCall));
    const sentence = /[.!?]$/.test(this.message) ? this.message : `${this.message}.`;
    noted.message = [sentence, ...notes.map((note) => apiErrorText(note.code, note.params))].join(' ');
    (noted as { notes: typeof notes }).notes = [...this.notes, ...notes];
    return noted;
  }

  /** The answer's body. */
  toBody(): ApiErrorBody {
    return {
      message: this.message,
      code: this.code,
      ...(this.params ? { params: this.params } : {}),
      ...(this.notes.length > 0 ? { notes: this.notes.map((note) => ({ ...note })) } : {}),
    };
  }
}

export const badRequest = (...call: ApiErrorCall) => new AppError(400, ...call);
export const unauthorized = (...call: ApiErrorCall | []) =>
  new AppError(401, ...(call.length > 0 ? (call as ApiErrorCall) : (['auth.not_authenticated'] as const)));
export const forbidden = (...call: ApiErrorCall) => new AppError(403, ...call);
export const notFound = (...call: ApiErrorCall | []) =>
  new AppError(404, ...(call.length > 0 ? (call as ApiErrorCall) : (['common.not_found'] as const)));
export const conflict = (...call: ApiErrorCall) => new AppError(409, ...call);

/**
 * A 400 for a validation message of a contract (a zod issue checked in a service rather than at the edge): the
 * catalogue's code for it, or `validation.invalid` with the message as it is.
 */
export function validationError(message: string): AppError {
  const { code, params } = describeApiError(message, 'validation.invalid');
  return new AppError(400, ...([code, params] as ApiErrorCall));
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause.
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
