import type { UserType } from '@vez/domain';
import { clearAllSessions, clearSession, getSession } from '../session/session-store';
import { roleOfPath } from '../session/useSession';
import { takeEarlyRead } from './early-reads';
import { ApiError, type FieldError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './errors';
import { chooseTokenRole } from './token-choice';

export const API_TIMEOUT_MS = 30_000;

/** Fragments of the server's 401 messages that mean "your stored session is no good". */
const DEAD_TOKEN_MESSAGES = ['Token inválido', 'Token expirado', 'Token não fornecido'];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart/form-data (the browser writes its boundary). */
  body?: unknown;
  /**
   * Whose token to send. Omit to let the token rules choose (decision 007); pass a role for calls that act
   * on one session explicitly (logout, logout-all, forgot-password-fixed); pass false for none.
   */
  role?: UserType | false;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as `Idempotency-Key`: the server acts once per key (a press at the counter, decision 051). */
  idempotencyKey?: string;
  /**
   * Headers of the call's own (a guest ticket's `X-Vez-Senha`, a device's `X-Vez-Aparelho`): a secret
   * goes here, never in the path or the query, which logs record (decision 068).
   */
  headers?: Record<string, string>;
}

type Navigate = (to: string) => void;

// The router registers its navigate function so a dead session can leave the protected area
// without a full page reload; before that (and in tests) we fall back to the location API.
let navigateTo: Navigate = (to) => window.location.assign(to);

export function setApiNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

function pickRole(path: string, explicit: RequestOptions['role']): UserType | null {
  if (explicit === false) return null;
  if (explicit) return explicit;
  return chooseTokenRole(path, window.location.pathname, (role) => getSession(role) !== null);
}

function handleDeadToken(role: UserType | null): void {
  // Leave the page first, so its route guard never bounces to a login page instead; but only a page of
  // the role whose token died: an establishment page stays put when a client token expires.
  const pageRole = roleOfPath(window.location.pathname);
  if (pageRole && (role === null || role === pageRole)) navigateTo('/escolha-login');
  if (role) clearSession(role);
  else clearAllSessions();
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : '';
  const fieldErrors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
  return new ApiError(status, message || `Erro ${status}`, {
    hasServerMessage: Boolean(message),
    fieldErrors,
  });
}

/** Rejects when `signal` aborts: a wait that a timeout or the caller may cut short. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
}

/** The request itself: the chosen token, the timeout, and connection failures as ApiErrors. */
async function send(
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<{ response: Response; role: UserType | null }> {
  const role = pickRole(path, options.role);
  const token = role ? getSession(role)?.token : undefined;
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);

  // A read the page's boot script already started (decision 061) still obeys this timeout and abort.
  const early = (options.method ?? 'GET') === 'GET' ? takeEarlyRead(path, token) : null;

  try {
    if (early) return { response: await Promise.race([early, aborted(controller.signal)]), role };
    const response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
    return { response, role };
  } catch (error) {
    if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, { kind: 'timeout' });
    // A caller cancelling (e.g. TanStack Query on unmount) is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_MESSAGE, { kind: 'network' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function failure(status: number, payload: unknown, role: UserType | null): ApiError {
  const error = toApiError(status, payload);
  if (status === 401 && DEAD_TOKEN_MESSAGES.some((m) => error.message.includes(m))) {
    handleDeadToken(role);
  }
  return error;
}

/** Sends a JSON request to the same-origin API and returns the parsed body of a 2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, role } = await send(path, options, 'application/json');
  const payload = await readJson(response);
  const failed = !response.ok || (payload as { success?: unknown } | null)?.success === false;
  if (failed) throw failure(response.status, payload, role);
  return payload as T;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server suggests in `Content-Disposition`, else null. */
  fileName: string | null;
}

/** The file name of an `attachment; filename="..."` header (plain or RFC 5987 `filename*=UTF-8''...`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * A file the API streams (a report), fetched with the same token rules, timeout and errors as
 * `apiRequest`: a failed answer's JSON message becomes the ApiError's message.
 */
export async function getBlob(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<DownloadedFile> {
  const { response, role } = await send(path, options, '*/*');
  if (!response.ok) throw failure(response.status, await readJson(response), role);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}
