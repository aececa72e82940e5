import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logInClient, registerClient } from '../test-support/fixtures';
import { describeEachDialect } from '../test-support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Decodes the quoted-printable text part enough to read the link back. */
function linkIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/vez\.test\/reset-password\?token=[A-Za-z0-9_-]+/.exec(unfolded);
  if (!match) throw new Error(`no reset link in message:\n${raw}`);
  return match[0];
}

describeEachDialect(
  'password reset through a real SMTP server',
  (ctx) => {
    it('delivers the reset e-mail over SMTP and its link resets the password', async () => {
      const { app } = ctx();
      received.length = 0;
      await registerClient(app);
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'maria@exemplo.com' },
      });
      await app.services.background.drain();

      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['maria@exemplo.com']);
      expect(received[0]?.from).toBe('nao-responda@vez.app');
      expect(received[0]?.raw).toContain('Subject: =?UTF-8?');
      const token = new URL(linkIn(received[0]?.raw ?? '')).searchParams.get('token');

      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'PelaCaixa1' },
      });
      expect(reset.statusCode).toBe(200);
      await logInClient(app, 'maria@exemplo.com', 'PelaCaixa1');
    });
  },
  { env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }) },
);
