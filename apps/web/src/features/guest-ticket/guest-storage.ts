import { GUEST_TOKEN_SHAPE } from '@vez/domain';

/**
 * What a guest's device keeps (decision 068): an id of its own for the per-device join limit, the
 * tickets it holds by their links so the person can come back to them, and, for the trip through
 * registration and login, the ticket going into the new account. A ticket's token is a secret: it is kept
 * on the device and sent in a header, never put in a path or a query.
 */

const DEVICE_KEY = 'vez.aparelho';
const TICKETS_KEY = 'vez.senhas';
const KEEP_PLACE_KEY = 'vez.senha.manter-lugar';
/** The tickets remembered; the oldest goes first. A person rarely holds more than one or two. */
export const MAX_REMEMBERED = 5;

/** What the server takes as a device id ([A-Za-z0-9_-], 16 to 64 characters). */
const DEVICE_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
/** What a ticket's token looks like: the server's rule (the ticket's number, a dot, a MAC). */
export const TOKEN_SHAPE = GUEST_TOKEN_SHAPE;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// Storage blocked (some private windows): one id for as long as the page lives.
let unsaved: string | null = null;

/** This device's id for `X-Vez-Aparelho`, made once and kept. */
export function deviceId(): string {
  try {
    const kept = window.localStorage.getItem(DEVICE_KEY);
    if (kept && DEVICE_SHAPE.test(kept)) return kept;
    const made = newDeviceId();
    window.localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    unsaved ??= newDeviceId();
    return unsaved;
  }
}

/** A ticket this device holds, with the names to list it by. */
export interface RememberedTicket {
  token: string;
  filaNome: string;
  estabelecimento: string;
}

function isTicket(value: unknown): value is RememberedTicket {
  const t = value as Partial<RememberedTicket> | null;
  return (
    typeof t?.token === 'string' &&
    TOKEN_SHAPE.test(t.token) &&
    typeof t.filaNome === 'string' &&
    typeof t.estabelecimento === 'string'
  );
}

/** The tickets kept on this device, newest first. */
export function rememberedTickets(): RememberedTicket[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(TICKETS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isTicket) : [];
  } catch {
    return [];
  }
}

function keep(tickets: RememberedTicket[]) {
  try {
    if (tickets.length === 0) window.localStorage.removeItem(TICKETS_KEY);
    else window.localStorage.setItem(TICKETS_KEY, JSON.stringify(tickets.slice(0, MAX_REMEMBERED)));
  } catch {
    // Storage blocked: the link itself still opens the ticket.
  }
}

/** Keeps a ticket (again at the top, with its names as last read). */
export function rememberTicket(ticket: RememberedTicket): void {
  keep([ticket, ...rememberedTickets().filter((t) => t.token !== ticket.token)]);
}

/** Forgets a ticket: its link no longer opens anything, or it moved into an account. */
export function forgetTicket(token: string): void {
  const tickets = rememberedTickets();
  if (tickets.some((t) => t.token === token)) keep(tickets.filter((t) => t.token !== token));
}

/** 'Criar conta e manter meu lugar': the ticket waits here (this tab only) while the person registers. */
export function setTicketToKeep(token: string): void {
  try {
    window.sessionStorage.setItem(KEEP_PLACE_KEY, token);
  } catch {
    // Storage blocked: the page after login says there is no ticket to move.
  }
}

export function ticketToKeep(): string | null {
  try {
    const token = window.sessionStorage.getItem(KEEP_PLACE_KEY);
    return token && TOKEN_SHAPE.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function clearTicketToKeep(): void {
  try {
    window.sessionStorage.removeItem(KEEP_PLACE_KEY);
  } catch {
    // Nothing was kept.
  }
}
