/** A failure the user caused or can act on: it carries the HTTP status and the Portuguese message to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Every field's problem, when a use case validated a whole form itself (multipart bodies). */
    readonly errors?: { campo: string; mensagem: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message = 'Acesso negado') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field);
