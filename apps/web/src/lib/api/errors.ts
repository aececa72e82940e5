export const TIMEOUT_MESSAGE = 'Tempo de requisição esgotado. Tente novamente.';
export const NETWORK_MESSAGE = 'Erro de conexão. Tente novamente.';

export interface FieldError {
  campo: string;
  mensagem: string;
}

/** Why a request failed: the server answered with an error, or the answer never came. */
export type ApiErrorKind = 'server' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** True when the server sent its own message, which the UI should show as it comes. */
  readonly hasServerMessage: boolean;
  readonly fieldErrors: FieldError[];

  constructor(
    status: number,
    message: string,
    options: { kind?: ApiErrorKind; hasServerMessage?: boolean; fieldErrors?: FieldError[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = options.kind ?? 'server';
    this.hasServerMessage = options.hasServerMessage ?? false;
    this.fieldErrors = options.fieldErrors ?? [];
  }
}

/**
 * The message a screen should show for a failed call: the server's own message when it sent one,
 * the connection/timeout message when the answer never came, else the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind !== 'server' || error.hasServerMessage) return error.message;
  }
  return fallback;
}
