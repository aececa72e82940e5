/**
 * What went wrong, in the terms of the business rule. Use cases throw these; only the HTTP error handler
 * (http/error-handler.ts) turns a kind into a status code, so a use case never speaks HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-declined'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  /** Existed once and never will again (an old poster's code). */
  | 'gone'
  | 'too-large'
  | 'unsupported-media'
  | 'too-many'
  | 'upstream-failed'
  | 'unavailable';

/** A failure the user caused or can act on: its kind and the Portuguese message to show. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly field?: string,
    /** Every field's problem, when a use case validated a whole form itself (multipart bodies). */
    readonly errors?: { campo: string; mensagem: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError('invalid', message, field);
export const unauthorized = (message: string) => new AppError('unauthenticated', message);
export const forbidden = (message = 'Acesso negado') => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not-found', message);
export const conflict = (message: string, field?: string) => new AppError('conflict', message, field);
export const gone = (message: string) => new AppError('gone', message);
export const unavailable = (message: string) => new AppError('unavailable', message);
