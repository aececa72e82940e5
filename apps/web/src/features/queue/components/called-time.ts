/**
 * Calls the client closed with 'Entendi', kept on this device: the key includes the last recall, so
 * 'Chamar novamente' shows the called state again.
 */
const STORAGE_KEY = 'vez.chamadas-vistas';
const KEEP = 50;

export function callKey(ticketId: number, calledAt: string | null | undefined, recalledAt?: string | null) {
  return `${ticketId}:${recalledAt ?? calledAt ?? ''}`;
}

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function isCallDismissed(key: string): boolean {
  return stored().includes(key);
}

export function dismissCall(key: string): void {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([...stored().filter((k) => k !== key), key].slice(-KEEP)),
    );
  } catch {
    // Storage unavailable: the screen's own state still hides it until the page is left.
  }
}
