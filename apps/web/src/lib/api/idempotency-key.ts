/**
 * A fresh idempotency key for one press (decision 051): 128 random bits, base64url. From
 * `crypto.getRandomValues`, which (unlike `crypto.randomUUID`) also exists on a page served over plain
 * http on the local network, as a counter's tablet may be.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
