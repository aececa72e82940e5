import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { noticeRound } from '../../test-support/notice-fixtures';
import {
  callNext,
  createQueue,
  joined,
  lineup,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { GUEST_JOINS_PER_DEVICE } from './guest-routes';

let device = 0;

function joinAsGuest(
  app: FastifyInstance,
  queueId: number,
  payload: Record<string, unknown>,
  aparelho?: string,
) {
  device += 1;
  return app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/convidados`,
    headers: { 'x-vez-aparelho': aparelho ?? `aparelho-de-teste-${String(device).padStart(6, '0')}` },
    payload,
  });
}

function ticketPage(app: FastifyInstance, token: string | undefined, method: 'GET' | 'DELETE' = 'GET') {
  return app.inject({
    method,
    url: '/api/senha',
    headers: token === undefined ? {} : { 'x-vez-senha': token },
  });
}

const ANA = {
  nome: 'Ana Convidada',
  telefone: '(11) 98765-4321',
  email: 'ana@convidada.com',
  aceitaAvisos: true,
};

describeEachDialect('joining without an account (issue 36)', (ctx) => {
  it('lets a guest join with a name and phone, behind an account holder, and see the place on the ticket page', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Padaria Pão Quente LTDA' });
    const queue = await createQueue(app, owner, { nome: 'Balcão', tempo_estimado: 5 });
    await joined(app, await newClient(app, 'Bia Conta'), queue.id);

    const response = await joinAsGuest(app, queue.id, { ...ANA, tamanhoGrupo: 2 });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ position: 2, subPosition: 'a', groupSize: 2, estimatedWaitMinutes: 5 });
    expect(data.link).toBe(`http://vez.test/senha#${data.senha}`);

    const page = await ticketPage(app, data.senha);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json().data).toMatchObject({
      nome: 'Ana Convidada',
      tamanhoGrupo: 2,
      origem: 'convidado',
      situacao: 'aguardando',
      posicao: 2,
      letra: 'a',
      esperaMinutos: 5,
      pessoasNaFila: 3,
      temCelular: true,
      fila: { id: queue.id, nome: 'Balcão', estabelecimentoNome: 'Padaria Pão Quente LTDA' },
    });

    // The establishment sees the guest's name, phone and origin; everyone counts the group.
    expect(await lineup(app, owner, queue.id)).toEqual([
      ['Bia Conta', 1, 'a'],
      ['Ana Convidada', 2, 'a'],
    ]);
    const queueView = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
    expect(queueView.json().data.clientes_na_fila).toBe(3);
    expect(JSON.stringify(queueView.json())).not.toContain('Ana Convidada');
  });

  it('opens the ticket only with its link, and says so the same way for a wrong, malformed or missing one', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const { senha } = (await joinAsGuest(app, queue.id, ANA)).json().data;
    const wrong = `${senha.slice(0, -1)}${senha.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [wrong, 'curto', undefined]) {
      const page = await ticketPage(app, token);
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toBe('Senha não encontrada. Confira o link ou entre na fila de novo.');
    }
  });

  it('is called like anyone, and told by e-mail with a link back to the ticket page, once', async () => {
    const { app, outbox, secondInstance } = ctx();
    const other = await secondInstance();
    const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const { senha, link } = (await joinAsGuest(app, queue.id, ANA)).json().data;
    const sent = async () => (await outbox()).filter((m) => m.to === ANA.email);
    // First in line, the guest is near their turn at once: the link, then that notice, each once.
    await noticeRound(app, other);
    await noticeRound(app, other);
    const first = await sent();
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({ subject: 'Sua senha na fila Corte' });
    expect(first[0]!.links).toContain(link);
    expect(first[1]!.links).toContain(link);

    await callNext(app, owner, queue.id);
    await noticeRound(app, other);
    await noticeRound(app, other);
    const told = await sent();
    expect(told.slice(2).map((m) => m.subject)).toEqual(['É a sua vez! — Barbearia Navalha LTDA']);
    expect(told[2]!.links).toContain(link);
    expect((await ticketPage(app, senha)).json().data).toMatchObject({ situacao: 'chamado', posicao: 0 });
  });

  it('tells nobody by e-mail who did not agree to it', async () => {
    const { app, outbox } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    await joinAsGuest(app, queue.id, { ...ANA, aceitaAvisos: false });
    await callNext(app, owner, queue.id);
    await noticeRound(app);
    expect((await outbox()).filter((m) => m.to === ANA.email)).toEqual([]);
  });

  it('refuses a second waiting ticket for the same phone, and lets the guest leave by the link', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const { senha } = (await joinAsGuest(app, queue.id, ANA)).json().data;
    const again = await joinAsGuest(app, queue.id, { ...ANA, nome: 'Outra Pessoa' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Este celular já tem uma senha nesta fila. Procure o link dela no WhatsApp ou no e-mail, ou peça ajuda no atendimento.',
    );

    const left = await ticketPage(app, senha, 'DELETE');
    expect(left.json()).toMatchObject({ success: true, message: 'Você saiu da fila' });
    expect((await ticketPage(app, senha)).json().data).toMatchObject({ situacao: 'saiu', posicao: 0 });
    expect((await ticketPage(app, senha, 'DELETE')).statusCode).toBe(404);
    expect((await joinAsGuest(app, queue.id, ANA)).statusCode).toBe(201);
  });

  it("follows the queue's rules for guests, in Portuguese, changing nothing", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const noPhone = await joinAsGuest(app, queue.id, { nome: 'Sem Celular' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe('Informe um celular para receber os avisos');
    const bad = await joinAsGuest(app, queue.id, { nome: '', telefone: '123', tamanhoGrupo: 12 });
    expect(bad.statusCode).toBe(400);
    const robot = await joinAsGuest(app, queue.id, { ...ANA, site: 'http://spam.example' });
    expect(robot.statusCode).toBe(400);
    const missing = await joinAsGuest(app, 999_999, ANA);
    expect(missing.statusCode).toBe(404);
    expect(await lineup(app, owner, queue.id)).toEqual([]);
  });

  it('lets the establishment require accounts, or take guests without a phone', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const edit = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/queues/${queue.id}`, headers: bearer(owner.token), payload });
    // Read first, so the PostgreSQL single statement is the one that must refuse.
    expect((await joinAsGuest(app, queue.id, ANA)).statusCode).toBe(201);

    expect((await edit({ permitir_convidados: false })).json().data).toMatchObject({
      permitir_convidados: false,
    });
    const refused = await joinAsGuest(app, queue.id, { ...ANA, telefone: '11912345678' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Esta fila aceita apenas clientes com cadastro. Entre ou crie sua conta.',
    );
    const counter = await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/balcao`,
      headers: bearer(owner.token),
      payload: { nome: 'No Balcão' },
    });
    expect(counter.statusCode).toBe(201);

    await edit({ permitir_convidados: true, convidado_precisa_celular: false });
    const noPhone = await joinAsGuest(app, queue.id, { nome: 'Sem Celular' });
    expect(noPhone.statusCode).toBe(201);
    expect((await ticketPage(app, noPhone.json().data.senha)).json().data).toMatchObject({
      posicao: 3,
      temCelular: false,
    });
  });

  it('limits joins without an account per device', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const statuses: number[] = [];
    for (let i = 0; i <= GUEST_JOINS_PER_DEVICE; i += 1) {
      const phone = `1198765${String(4000 + i)}`;
      statuses.push(
        (await joinAsGuest(app, queue.id, { ...ANA, telefone: phone }, 'um-so-aparelho-0001')).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(GUEST_JOINS_PER_DEVICE).fill(201), 429]);
  });

  it("turns the guest's ticket into an account's without losing the place ('Criar conta e manter meu lugar')", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    await joined(app, await newClient(app, 'Bia Conta'), queue.id);
    const { senha } = (await joinAsGuest(app, queue.id, ANA)).json().data;
    await joinAsGuest(app, queue.id, { ...ANA, nome: 'Caio Depois', telefone: '11911112222' });
    const ana = await newClient(app, 'Ana Convidada');
    const claim = (token: string, who = ana) =>
      app.inject({
        method: 'POST',
        url: '/api/senha/conta',
        headers: { ...bearer(who.token), 'x-vez-senha': token },
      });

    const claimed = await claim(senha);
    expect(claimed.json()).toMatchObject({
      message: 'Sua senha agora está na sua conta, no mesmo lugar',
      data: { filaId: queue.id },
    });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/users/active-queues',
      headers: bearer(ana.token),
    });
    expect(mine.json().data).toEqual([expect.objectContaining({ id: queue.id, posicao_atual: 2 })]);
    // The old link says where the ticket went; the account asking again gets the same answer.
    const moved = await ticketPage(app, senha);
    expect(moved.statusCode).toBe(410);
    expect(moved.json().message).toBe(
      'Esta senha passou para uma conta Vez. Quem criou a conta acompanha a senha em Minhas Filas. Se não foi você, fale com o estabelecimento.',
    );
    expect((await claim(senha)).json()).toMatchObject({ data: { filaId: queue.id } });
    expect((await claim(senha, await newClient(app, 'Outro Alguém'))).statusCode).toBe(410);

    const other = await joinAsGuest(app, queue.id, { ...ANA, telefone: '11933334444' });
    const twice = await claim(other.json().data.senha);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Você já está nesta fila com a sua conta');
    const noAccount = await app.inject({
      method: 'POST',
      url: '/api/senha/conta',
      headers: { 'x-vez-senha': other.json().data.senha },
    });
    expect(noAccount.statusCode).toBe(401);
  });

  it('keeps guests out of Minhas Filas and out of reach of account routes', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const { senha } = (await joinAsGuest(app, queue.id, ANA)).json().data;
    const asBearer = await app.inject({
      method: 'GET',
      url: '/api/users/active-queues',
      headers: bearer(senha),
    });
    expect(asBearer.statusCode).toBe(401);
  });
});
