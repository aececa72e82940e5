/**
 * The short public link of a queue (issue 17, decision 026): `/f/{codigo}`, printed as a QR code on the
 * establishment's poster. A code is 8 characters of Crockford's base32 (40 random bits, no i, l, o or u),
 * so it is short enough to type and not worth guessing; regenerating it retires the old one for good.
 */
export const JOIN_CODE_LENGTH = 8;
export const JOIN_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** The path the QR code and the link point at. */
export const JOIN_LINK_PATH = '/f/';

/**
 * The queue page's search parameter that opens the join dialog on arrival (`/cliente/filas/7?entrar=1`):
 * where the link sends a client, straight or through login or registration.
 */
export const JOIN_ON_ARRIVAL_PARAM = 'entrar';

export function queuePathToJoin(queueId: number): string {
  return `/cliente/filas/${queueId}?${JOIN_ON_ARRIVAL_PARAM}=1`;
}

/** What an old poster's code answers (410), on the API and on the page it opens. */
export const JOIN_CODE_OUTDATED = 'Este cartaz está desatualizado. Peça o novo QR ao estabelecimento.';
export const JOIN_CODE_NOT_FOUND =
  'Link de fila não encontrado. Confira o endereço ou peça o QR ao estabelecimento.';
/** The poster's one line of instructions (PDF, PNG and the queue detail's preview). */
export const POSTER_INSTRUCTION = 'Aponte a câmera do celular para entrar na fila';

/**
 * A code as people may type it: any case, and the letters Crockford's base32 reads as digits (i, l -> 1,
 * o -> 0). Null when it cannot be a code at all.
 */
export function normalizeJoinCode(input: string): string | null {
  const code = input.trim().toLowerCase().replace(/[il]/g, '1').replace(/o/g, '0');
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const char of code) if (!JOIN_CODE_ALPHABET.includes(char)) return null;
  return code;
}
