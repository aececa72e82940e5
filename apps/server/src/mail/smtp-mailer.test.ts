import { expect, it } from 'vitest';
import { logInClient, registerClient } from '../test-support/fixtures';
import { useSmtpCatcher } from '../test-support/smtp-catcher';
import { describeEachDialect } from '../test-support/test-app';

const smtp = useSmtpCatcher();
const received = smtp.received;

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
  { env: () => ({ SMTP_URL: smtp.url() }) },
);
