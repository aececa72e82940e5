import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { bearer, logInClient, registerClient, registerEstablishment } from '../../test-support/fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { hashResetToken } from './reset-tokens';

function tokenFrom(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describeEachDialect('password reset', (ctx) => {
  it('mails a link to /reset-password that validates, resets once, and ends old sessions', async () => {
    const { app, outbox } = ctx();
    await registerClient(app);
    const oldSession = await logInClient(app);

    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'maria@exemplo.com' },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().success).toBe(true);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('maria@exemplo.com');
    const link = mails[0]?.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/vez\.test\/reset-password\?token=/);
    const token = tokenFrom(link);

    const check = await app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` });
    expect(check.json()).toMatchObject({ success: true, data: { userType: 'cliente' } });

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });
    expect(reset.json()).toEqual({ success: true, message: 'Senha redefinida com sucesso!' });

    await logInClient(app, 'maria@exemplo.com', 'NovaSenha9');
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      payload: { email_usuario: 'maria@exemplo.com', senha_usuario: 'Segura123' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(oldSession.token),
    });
    expect(stale.statusCode).toBe(401);

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Outra1234' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Token inválido ou expirado');
  });

  it('blanks a used link out of the dev outbox, so a copy left on disk does not read as working', async () => {
    const { app, outbox, config } = ctx();
    await registerClient(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'maria@exemplo.com' },
    });
    const token = tokenFrom((await outbox())[0]?.links[0] ?? '');
    const emlFiles = () => readdirSync(path.join(config.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(emlFiles()).toHaveLength(1);
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });

    const [mail] = await outbox();
    expect(JSON.stringify(mail)).not.toContain(token);
    expect(mail?.links[0]).toBe('http://vez.test/reset-password?token=link-ja-usado');
    expect(emlFiles()).toHaveLength(0);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const { app, outbox } = ctx();
    await registerClient(app);
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'maria@exemplo.com' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nao@existe.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await outbox()).map((m) => m.to)).toEqual(['maria@exemplo.com']);
  });

  it('refuses a link after 15 minutes', async () => {
    const { app, clock, outbox } = ctx();
    await registerClient(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'maria@exemplo.com' },
    });
    const token = tokenFrom((await outbox())[0]?.links[0] ?? '');
    clock.advance(15 * 60_000 - 1000);
    const stillValid = await app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` });
    expect(stillValid.statusCode).toBe(200);
    clock.advance(1001);
    const check = await app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ success: false, message: 'Token inválido ou expirado' });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('makes older links worthless once a newer one is sent, even when the requests arrive together', async () => {
    const { app, outbox } = ctx();
    await registerClient(app);
    await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'maria@exemplo.com' },
        }),
      ),
    );
    const mails = await outbox();
    expect(mails).toHaveLength(3);
    const answers = [];
    for (const mail of mails) {
      const check = await app.inject({
        method: 'GET',
        url: `/api/auth/validate-reset-token/${tokenFrom(mail.links[0] ?? '')}`,
      });
      answers.push(check.statusCode);
    }
    // Only the last e-mail to arrive carries a usable link.
    expect(answers).toEqual([400, 400, 200]);
  });

  it('accepts only the newest link of an account, even when an older one was never marked used', async () => {
    const { app } = ctx();
    await registerClient(app);
    const user = await app.services.users.findByEmail('maria@exemplo.com');
    const now = app.services.clock.now();
    // Two instances inserting at once, each before the other's row was visible to its invalidation.
    for (const token of ['a'.repeat(43), 'b'.repeat(43)]) {
      await app.services.resetTokens.insert({
        tokenHash: hashResetToken(token),
        userType: 'cliente',
        subjectId: user!.id,
        now,
        expiresAt: now + 60_000,
      });
    }
    const older = await app.inject({
      method: 'GET',
      url: `/api/auth/validate-reset-token/${'a'.repeat(43)}`,
    });
    const newer = await app.inject({
      method: 'GET',
      url: `/api/auth/validate-reset-token/${'b'.repeat(43)}`,
    });
    expect([older.statusCode, newer.statusCode]).toEqual([400, 200]);
  });

  it('enforces the password policy on the new password and keeps the link usable', async () => {
    const { app, outbox } = ctx();
    await registerClient(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'maria@exemplo.com' },
    });
    const token = tokenFrom((await outbox())[0]?.links[0] ?? '');
    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'fraca' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Mínimo 8 caracteres');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('resets the establishment account when the role is named, even if a client shares the e-mail', async () => {
    const { app, outbox } = ctx();
    await registerClient(app, { email_usuario: 'mesmo@exemplo.com' });
    await registerEstablishment(app, { email_empresa: 'mesmo@exemplo.com' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'mesmo@exemplo.com', userType: 'estabelecimento' },
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const token = tokenFrom(mails[0]?.links[0] ?? '');
    const check = await app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` });
    expect(check.json().data.userType).toBe('estabelecimento');
  });

  it('sends the logged-in account a change-password e-mail (forgot-password-fixed)', async () => {
    const { app, outbox } = ctx();
    await registerClient(app);
    const { token } = await logInClient(app);
    const unauthenticated = await app.inject({ method: 'POST', url: '/api/auth/forgot-password-fixed' });
    expect(unauthenticated.statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password-fixed',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'Email de alteração de senha enviado! Verifique sua caixa de entrada.',
    });
    const mails = await outbox();
    expect(mails[0]).toMatchObject({ to: 'maria@exemplo.com', subject: 'Vez — alteração de senha' });
  });

  it('refuses a reset without token or with an unknown one', async () => {
    const { app } = ctx();
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: 'NovaSenha9' },
    });
    expect(missing.json().message).toBe('Token de recuperação não encontrado');
    const unknown = await app.inject({ method: 'GET', url: '/api/auth/validate-reset-token/abc' });
    expect(unknown.statusCode).toBe(400);
  });
});
