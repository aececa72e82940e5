import { createECDH, hkdfSync } from 'node:crypto';

/**
 * The VAPID key pair that signs our Web Push messages, derived from the deployment's JWT secret: every
 * instance that shares the secret (they must) signs with the same key, without another secret to keep
 * in step. A browser subscribed with this public key accepts pushes from any instance.
 */
export function vapidKeysFrom(secret: string): { publicKey: string; privateKey: string } {
  for (let round = 0; round < 16; round += 1) {
    const candidate = Buffer.from(hkdfSync('sha256', secret, 'vez-vapid', `p256-${round}`, 32));
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(candidate);
      return {
        publicKey: ecdh.getPublicKey().toString('base64url'),
        privateKey: candidate.toString('base64url'),
      };
    } catch {
      // Out of the curve's range (odds about 2^-32): derive the next candidate.
    }
  }
  throw new Error('não foi possível derivar as chaves VAPID');
}
