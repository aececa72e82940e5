import { INVITATION_TTL_MS, TEAM_ROLE_REFUSAL } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { subscribed } from '../../test-support/plan-fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import {
  acceptInvitation,
  invitationTokenFor,
  invite,
  logInMember,
  memberEmail,
  newMember,
} from '../../test-support/team-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { deliverOutbox } from '../outbox/deliver-outbox';

describeEachDialect('team at the counter (issue 37, decision 070)', (ctx) => {
  const get = (url: string, token: string) =>
    ctx().app.inject({ method: 'GET', url, headers: bearer(token) });

  it('invites by e-mail; the link sets a password; the member logs in at /login-estab and calls the next person', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Equipe LTDA' });
    await subscribed(app, owner, 'essencial');
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const ana = await newClient(app, 'Ana Cliente');
    await joined(app, ana, queue.id);

    const email = memberEmail('joao');
    const invited = await invite(app, owner, { nome: 'João Lima', email, papel: 'atendente' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().message).toBe(`Convite enviado para ${email}.`);

    await deliverOutbox(app.services);
    const mails = (await ctx().outbox()).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Convite para a equipe de Barbearia Equipe LTDA no Vez');
    expect(mails[0]?.text).toContain('como Atendente');
    const token = await invitationTokenFor(ctx(), email);

    const check = await app.inject({
      method: 'POST',
      url: '/api/equipe/convite/verificar',
      payload: { token },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      estabelecimento: 'Barbearia Equipe LTDA',
      nome: 'João Lima',
      email,
      papel: 'atendente',
    });

    const weak = await acceptInvitation(app, token, 'fraca');
    expect(weak.statusCode).toBe(400);
    const accepted = await acceptInvitation(app, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ email });

    const login = await logInMember(app, email);
    expect(login.user).toMatchObject({
      id: owner.id,
      papel: 'atendente',
      email,
      membro: { nome: 'João Lima' },
    });
    const called = await callNext(app, { ...owner, token: login.token }, queue.id);
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json().data.nome).toBe('Ana Cliente');

    // Delivering again sends nothing more: the invitation was written once, under its own key.
    await deliverOutbox(app.services);
    expect((await ctx().outbox()).filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('refuses an attendant everything beyond the counter with 403, and allows the counter', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'profissional');
    const queue = await createQueue(app, owner, { nome: 'Consulta' });
    const attendant = await newMember(ctx(), owner);

    expect((await get(`/api/queues/establishment/${owner.id}`, attendant.token)).statusCode).toBe(200);
    const pause = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(attendant.token),
      payload: { status: 'pausada' },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    const notice = await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/broadcast`,
      headers: bearer(attendant.token),
      payload: { mensagem: 'Volto em 10 minutos' },
    });
    expect(notice.statusCode, notice.body).toBe(200);

    for (const [method, url] of [
      ['GET', '/api/plans/status'],
      ['GET', '/api/equipe'],
      ['GET', '/api/establishments/stats?de=2026-11-01&ate=2026-11-30'],
      ['GET', `/api/establishments/${owner.id}/settings`],
      ['DELETE', `/api/queues/${queue.id}`],
      ['POST', '/api/auth/forgot-password-fixed'],
    ] as const) {
      const response = await app.inject({ method, url, headers: bearer(attendant.token) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(TEAM_ROLE_REFUSAL);
    }
  });

  it('an expired link says so; a used link says so; a resent invitation voids the old link', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'profissional');
    const late = memberEmail('tarde');
    await invite(app, owner, { email: late });
    const lateToken = await invitationTokenFor(ctx(), late);
    clock.advance(INVITATION_TTL_MS + 1);
    const expired = await acceptInvitation(app, lateToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^Este convite expirou/);

    const team = await get('/api/equipe', owner.token);
    const pending = team.json().data.convites;
    expect(pending).toEqual([expect.objectContaining({ email: late, expirado: true })]);
    const resent = await app.inject({
      method: 'POST',
      url: `/api/equipe/convites/${pending[0].id}/reenviar`,
      headers: bearer(owner.token),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const newToken = await invitationTokenFor(ctx(), late);
    expect(newToken).not.toBe(lateToken);
    expect((await acceptInvitation(app, lateToken)).statusCode).toBe(404);

    expect((await acceptInvitation(app, newToken)).statusCode).toBe(200);
    const again = await acceptInvitation(app, newToken, 'Outra1234');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/^Este convite já foi usado/);
    // The first password holds.
    await logInMember(app, late);
  });

  it('deactivation ends the session at once: the next request with that token is 401, and login is refused', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'essencial');
    const attendant = await newMember(ctx(), owner);
    expect((await get(`/api/queues/establishment/${owner.id}`, attendant.token)).statusCode).toBe(200);

    const off = await app.inject({
      method: 'POST',
      url: `/api/equipe/membros/${attendant.memberId}/desativar`,
      headers: bearer(owner.token),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ ativo: false });
    const after = await get(`/api/queues/establishment/${owner.id}`, attendant.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/Token inválido/);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/establishment',
      payload: { email_empresa: attendant.email, senha_empresa: 'Equipe123' },
    });
    expect(login.statusCode).toBe(401);
    // The owner's own session is untouched.
    expect((await get('/api/equipe', owner.token)).statusCode).toBe(200);
  });

  it('a role change ends the sessions; the next login carries the new role', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'essencial');
    const member = await newMember(ctx(), owner);
    expect((await get('/api/plans/status', member.token)).statusCode).toBe(403);

    const promoted = await app.inject({
      method: 'PUT',
      url: `/api/equipe/membros/${member.memberId}/papel`,
      headers: bearer(owner.token),
      payload: { papel: 'dono' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().message).toBe('João Atendente agora é Dono.');
    expect((await get('/api/plans/status', member.token)).statusCode).toBe(401);
    const again = await logInMember(app, member.email);
    expect(again.user.papel).toBe('dono');
    expect((await get('/api/plans/status', again.token)).statusCode).toBe(200);
    // A Dono member runs the team too, but not their own role or access.
    const self = await app.inject({
      method: 'POST',
      url: `/api/equipe/membros/${member.memberId}/desativar`,
      headers: bearer(again.token),
    });
    expect(self.statusCode).toBe(400);
  });

  it('the owner ending their own sessions leaves the counter logged in, and the other way round', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'essencial');
    const attendant = await newMember(ctx(), owner);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(owner.token),
    });
    expect(out.json().data).toEqual({ sessoesEncerradas: 1 });
    expect((await get(`/api/queues/establishment/${owner.id}`, attendant.token)).statusCode).toBe(200);

    const owner2 = await app.inject({
      method: 'POST',
      url: '/api/auth/login/establishment',
      payload: { email_empresa: owner.email, senha_empresa: 'Segura123' },
    });
    const ownerToken = owner2.json().data.token as string;
    await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(attendant.token) });
    expect((await get(`/api/queues/establishment/${owner.id}`, attendant.token)).statusCode).toBe(401);
    expect((await get('/api/equipe', ownerToken)).statusCode).toBe(200);
  });

  it('each plan allows its number of people: none without a plan, 2 on Essencial; a cancelled invitation frees its seat', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const alone = await invite(app, owner, { email: memberEmail() });
    expect(alone.statusCode).toBe(403);
    expect(alone.json().message).toMatch(/^Sem plano, só o dono entra no Vez/);

    await subscribed(app, owner, 'essencial');
    expect((await invite(app, owner, { email: memberEmail() })).statusCode).toBe(201);
    const second = await invite(app, owner, { email: memberEmail() });
    expect(second.statusCode).toBe(201);
    const third = await invite(app, owner, { email: memberEmail() });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(
      'O plano Essencial permite até 2 pessoas na equipe além do dono. Desative alguém, cancele um convite ou conheça os planos para convidar mais.',
    );
    const team = (await get('/api/equipe', owner.token)).json().data;
    expect(team.limite).toMatchObject({ planoId: 1, maximo: 2, ocupadas: 2 });

    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/equipe/convites/${second.json().data.id}`,
      headers: bearer(owner.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect((await invite(app, owner, { email: memberEmail() })).statusCode).toBe(201);
  });

  it('one e-mail is one login at /login-estab: owners and other teams’ members cannot be invited', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const other = await newEstablishment(app);
    await subscribed(app, owner, 'profissional');
    await subscribed(app, other, 'profissional');

    const own = await invite(app, owner, { email: owner.email });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Este é o e-mail de login do próprio estabelecimento.');
    const otherOwner = await invite(app, owner, { email: other.email });
    expect(otherOwner.statusCode).toBe(409);

    const member = await newMember(ctx(), other);
    const taken = await invite(app, owner, { email: member.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/equipe de outro estabelecimento/);

    const twice = memberEmail();
    expect((await invite(app, owner, { email: twice })).statusCode).toBe(201);
    const repeat = await invite(app, owner, { email: twice });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toMatch(/Reenviar/);
  });

  it('a member who forgot the password gets a link at their own address; it sets theirs and ends their sessions', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'essencial');
    const member = await newMember(ctx(), owner);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.email, userType: 'estabelecimento' },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = (await ctx().outbox()).filter((m) => m.to === member.email).at(-1);
    const link = mail?.links.find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();
    const token = new URL(link as string).searchParams.get('token') as string;
    const check = await app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` });
    // Back to the establishments' login, where members log in.
    expect(check.json().data).toEqual({ userType: 'estabelecimento' });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get(`/api/queues/establishment/${owner.id}`, member.token)).statusCode).toBe(401);
    await logInMember(app, member.email, 'NovaSenha9');
    // The owner's password and session are the owner's.
    expect((await get('/api/equipe', owner.token)).statusCode).toBe(200);
    const ownerLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login/establishment',
      payload: { email_empresa: owner.email, senha_empresa: 'Segura123' },
    });
    expect(ownerLogin.statusCode).toBe(200);
  });

  it("a Dono member's 'Alterar' senha mails their own address, never the establishment's", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'essencial');
    const dono = await newMember(ctx(), owner, 'dono', 'Carla Gerente');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password-fixed',
      headers: bearer(dono.token),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await ctx().outbox();
    expect(mails.filter((m) => m.to === dono.email && m.subject === 'Vez — alteração de senha')).toHaveLength(
      1,
    );
    expect(
      mails.filter((m) => m.to === owner.email && m.subject === 'Vez — alteração de senha'),
    ).toHaveLength(0);
  });

  it('a deactivated member invited again comes back with the same id', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await subscribed(app, owner, 'essencial');
    const member = await newMember(ctx(), owner);
    await app.inject({
      method: 'POST',
      url: `/api/equipe/membros/${member.memberId}/desativar`,
      headers: bearer(owner.token),
    });
    expect((await invite(app, owner, { email: member.email, nome: 'João de Volta' })).statusCode).toBe(201);
    expect(
      (await acceptInvitation(app, await invitationTokenFor(ctx(), member.email), 'Voltei1234')).statusCode,
    ).toBe(200);
    const back = await logInMember(app, member.email, 'Voltei1234');
    expect(back.user.membro).toEqual({ id: member.memberId, nome: 'João de Volta' });
    const team = (await get('/api/equipe', owner.token)).json().data;
    expect(team.membros).toEqual([expect.objectContaining({ id: member.memberId, ativo: true })]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('a deactivated member on every instance', () => {
  describeEachDialect(
    'member sessions end on every instance (decision 070)',
    (ctx) => {
      it('drops the member’s session on the other instance at once, though its cache would keep it a minute', async () => {
        const { app, secondInstance } = ctx();
        const other = await secondInstance();
        const owner = await newEstablishment(app);
        await subscribed(app, owner, 'essencial');
        const member = await newMember(ctx(), owner);
        const read = () =>
          other.inject({
            method: 'GET',
            url: `/api/queues/establishment/${owner.id}`,
            headers: bearer(member.token),
          });
        expect((await read()).statusCode).toBe(200);
        await app.inject({
          method: 'POST',
          url: `/api/equipe/membros/${member.memberId}/desativar`,
          headers: bearer(owner.token),
        });
        await expect.poll(async () => (await read()).statusCode, { timeout: 2000 }).toBe(401);
      });
    },
    { env: { REDIS_URL: redisUrl ?? '', SESSION_CACHE_MS: '60000' } },
  );
});
