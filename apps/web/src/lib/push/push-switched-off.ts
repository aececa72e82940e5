/**
 * Whom this browser's notifications were switched off for, by 'Desativar notificações neste aparelho'.
 * The browser's own subscription stays (other guest tickets held here, or the account, may use it:
 * decision 068), so without this note the page's next opening would find the subscription and give it to
 * the server again.
 */
const KEY = 'vez.push.desativado';
/** Names remembered, newest first: an account and a few tickets; the oldest beyond this are dropped. */
const MAX_REMEMBERED = 20;

function switchedOff(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether notifications were switched off on this device for `name` ('conta', 'senha:41'…). */
export function isPushSwitchedOff(name: string): boolean {
  return switchedOff().includes(name);
}

export function rememberPushSwitchedOff(name: string, off: boolean): void {
  const others = switchedOff().filter((kept) => kept !== name);
  const names = off ? [name, ...others].slice(0, MAX_REMEMBERED) : others;
  try {
    if (names.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(names));
  } catch {
    // Storage blocked (some private windows): the next opening of the page switches it on again.
  }
}
