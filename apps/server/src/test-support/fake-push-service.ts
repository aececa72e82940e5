import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** One push as the browser would get it after decryption, with what the push service checked. */
export interface ReceivedPush {
  path: string;
  payload: unknown;
  vapidKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
}

/** A subscription the test owns: its endpoint on the stand-in and the browser-side keys. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record): what a browser does with a push it receives. */
export function decryptPush(body: Buffer, subscription: TestSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const uaPublic = Buffer.from(subscription.keys.p256dh, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverKey]);
  const ikm = hkdf(Buffer.from(subscription.keys.auth, 'base64url'), shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The public key of `vapid t=…, k=…` as a JWK jose can verify with. */
async function vapidVerifier(k: string) {
  const point = Buffer.from(k, 'base64url');
  const jwk = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  }).export({ format: 'jwk' });
  return importJWK(jwk, 'ES256');
}

/**
 * A push service on loopback that speaks the Web Push protocol: it refuses a request without a valid
 * VAPID signature for its own origin, decrypts the body with the subscription's private key, and keeps
 * what arrived. `gone` makes an endpoint answer 410, as a service does for an expired subscription.
 */
export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<string, TestSubscription>();
  const gone = new Set<string>();
  let origin = '';
  let down = false;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const path = request.url ?? '';
        if (down) {
          // What a push service says while it is overloaded or in maintenance: try again later.
          response.writeHead(503, { 'retry-after': '30' }).end();
          return;
        }
        const subscription = subscriptions.get(path);
        if (!subscription || gone.has(path)) {
          response.writeHead(410).end();
          return;
        }
        const match = /^vapid t=([^,]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
        if (!match || request.headers['content-encoding'] !== 'aes128gcm') {
          response.writeHead(401).end();
          return;
        }
        const { payload: claims } = await jwtVerify(match[1]!, await vapidVerifier(match[2]!));
        if (claims.aud !== origin) {
          response.writeHead(403).end();
          return;
        }
        const text = decryptPush(Buffer.concat(chunks), subscription);
        received.push({
          path,
          payload: JSON.parse(text),
          vapidKey: match[2]!,
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
        });
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A browser's subscription on this service, with keys generated here. */
    subscribe(name = randomBytes(6).toString('hex')): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscription = {
        endpoint: `${origin}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        privateKey: ecdh.getPrivateKey(),
      };
      subscriptions.set(`/push/${name}`, subscription);
      return subscription;
    },
    /** Answers 503 to every push until called again with false. */
    setDown(value: boolean) {
      down = value;
    },
    expire(subscription: TestSubscription) {
      gone.add(new URL(subscription.endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
