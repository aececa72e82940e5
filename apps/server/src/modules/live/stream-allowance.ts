import { AppError } from '../app-error';

export const SHUTTING_DOWN =
  'Este servidor está sendo reiniciado. Reconecte-se em instantes para continuar acompanhando a fila.';

export const TOO_MANY_STREAMS =
  'Muitas conexões ao vivo abertas a partir deste endereço. A fila continua sendo atualizada a cada poucos segundos.';

/**
 * How many live streams one address may hold open on this instance. Streams are long-lived and cost a
 * socket each, so opening thousands is a cheap way to exhaust a server; the limit is generous because
 * many phones share one address behind a carrier's NAT or an establishment's Wi-Fi. Past it the web
 * app falls back to reading the queue every few seconds, so nobody is left without updates.
 */
export class StreamAllowance {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Takes a slot for the address; the returned function gives it back (once), or null when full. */
  take(address: string): (() => void) | null {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return null;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}

/**
 * Lets one more live stream in from `address`, before its route opens it (http/event-stream.ts), or
 * refuses it: 503 while the hub is closing (the client, after its short retry, lands on an instance
 * that stays), 429 past the address's allowance. Returns the slot's release, for when the stream is over.
 */
export function admitStream(
  hub: { readonly accepting: boolean },
  allowance: StreamAllowance,
  address: string,
): () => void {
  if (!hub.accepting) throw new AppError('unavailable', SHUTTING_DOWN);
  const release = allowance.take(address);
  if (!release) throw new AppError('too-many', TOO_MANY_STREAMS);
  return release;
}
