/**
 * An expected failure with the HTTP status it maps to. Services throw it; the error handler turns it into
 * `{ message }` with that status. Anything else that is thrown is a bug and answers 500.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AppError';
    this.status = status;
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

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
