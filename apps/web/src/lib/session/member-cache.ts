/** A saved group list is valid for 24 hours (decision 011). */
export const MEMBER_CACHE_TTL_MS = 86_400_000;

export interface CachedMember {
  nome: string;
  dataNascimento: string;
  cpf: string;
}

interface Stored {
  savedAt: number;
  members: CachedMember[];
}

/** One list per client account, so two people sharing a browser never see each other's group. */
function keyOf(clientId: number): string {
  return `vez.grupo.${clientId}`;
}

function isMember(value: unknown): value is CachedMember {
  const m = value as CachedMember | null;
  return typeof m?.nome === 'string' && typeof m.dataNascimento === 'string' && typeof m.cpf === 'string';
}

export function saveMembers(clientId: number, members: CachedMember[], now = Date.now()): void {
  const stored: Stored = { savedAt: now, members };
  window.localStorage.setItem(keyOf(clientId), JSON.stringify(stored));
}

/** The saved list, or null when there is none, it is older than 24 h (then it is removed) or unreadable. */
export function loadMembers(clientId: number, now = Date.now()): CachedMember[] | null {
  const raw = window.localStorage.getItem(keyOf(clientId));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    const fresh = typeof stored.savedAt === 'number' && now - stored.savedAt < MEMBER_CACHE_TTL_MS;
    if (fresh && Array.isArray(stored.members) && stored.members.every(isMember)) return stored.members;
  } catch {
    // unreadable: treated as absent below
  }
  clearMembers(clientId);
  return null;
}

export function clearMembers(clientId: number): void {
  window.localStorage.removeItem(keyOf(clientId));
}
