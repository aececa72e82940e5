import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorKind } from '../modules/app-error';

interface FieldError {
  campo: string;
  mensagem: string;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autorizado',
  403: 'Acesso negado',
  404: 'Recurso não encontrado',
  405: 'Método não permitido',
  406: 'Formato de resposta não suportado',
  413: 'Requisição muito grande',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
};

/** The one place where a use case's kind of failure becomes an HTTP status. */
const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-declined': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-media': 415,
  'too-many': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corpo da requisição inválido: JSON malformado',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corpo da requisição vazio: envie um JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Requisição muito grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho da requisição inválido',
};

function fieldErrorsOf(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const campo = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const mensagem = issue.message ?? 'Valor inválido';
    return { campo, mensagem };
  });
}

/** One envelope for every failure: `{ success: false, message }` in Portuguese, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(STATUS_OF_KIND[error.kind]).send({
        success: false,
        message: error.message,
        ...(error.errors
          ? { errors: error.errors }
          : error.field
            ? { errors: [{ campo: error.field, mensagem: error.message }] }
            : {}),
      });
    }
    const errors = fieldErrorsOf(error);
    if (errors.length > 0) {
      const first = errors[0]!;
      const message = first.campo ? first.mensagem : 'Corpo da requisição inválido: envie um objeto JSON';
      return reply.status(400).send({ success: false, message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CODE_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? 'Requisição inválida';
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, message: 'Erro interno do servidor. Tente novamente mais tarde.' });
  });
}
