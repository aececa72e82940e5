import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, establishmentPayload } from '../../test-support/fixtures';
import { noticeRound } from '../../test-support/notice-fixtures';
import { deliveredTo, subscribed } from '../../test-support/plan-fixtures';
import {
  type Account,
  activeQueues,
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const LEGAL = 'Navalha de Ouro Serviços de Barbearia LTDA';
const TRADE = 'Barbearia Navalha de Ouro';

async function profileOf(app: FastifyInstance, owner: Account) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/establishments/${owner.id}`,
    headers: bearer(owner.token),
  });
  return response.json().data;
}

/** 'Dados da Empresa' saved with what the profile holds, changed by `changes` (a key set to undefined is left out). */
async function saveProfile(app: FastifyInstance, owner: Account, changes: Record<string, unknown>) {
  const current = await profileOf(app, owner);
  const payload: Record<string, unknown> = {
    nome_empresa: current.nome_empresa,
    nome_fantasia: current.nome_fantasia ?? '',
    cnpj: current.cnpj,
    telefone_empresa: '1133334444',
    cep_empresa: current.cep_empresa,
    endereco_empresa: current.endereco_empresa,
    numero_empresa: current.numero_empresa || '100',
    bairro_empresa: 'Consolação',
    cidade_empresa: 'São Paulo',
    uf_empresa: 'SP',
    ...changes,
  };
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return app.inject({
    method: 'PUT',
    url: `/api/establishments/${owner.id}`,
    headers: bearer(owner.token),
    payload,
  });
}

describeEachDialect("'Nome fantasia' (decision 056)", (ctx) => {
  it('is optional at sign-up, trimmed, and greets the owner; the legal name stays beside it', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: LEGAL, nome_fantasia: `  ${TRADE}  ` });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/establishment',
      payload: { email_empresa: owner.email, senha_empresa: 'Segura123' },
    });
    expect(login.json().data.user).toMatchObject({ nome: TRADE, nome_empresa: LEGAL, nome_fantasia: TRADE });
    expect(await profileOf(app, owner)).toMatchObject({ nome_empresa: LEGAL, nome_fantasia: TRADE });

    const without = await newEstablishment(app, { nome_empresa: 'Clínica Sorriso LTDA' });
    expect(await profileOf(app, without)).toMatchObject({
      nome_empresa: 'Clínica Sorriso LTDA',
      nome_fantasia: null,
    });
  });

  it('is refused in Portuguese past 60 characters, and nothing is created', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/establishment',
      payload: establishmentPayload({ nome_fantasia: 'N'.repeat(61) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Nome fantasia: máximo de 60 caracteres',
      errors: [{ campo: 'nome_fantasia', mensagem: 'Nome fantasia: máximo de 60 caracteres' }],
    });
    const list = await app.inject({ method: 'GET', url: '/api/establishments' });
    expect(list.json().pagination.total).toBe(0);
  });

  it("is set, kept and cleared in Perfil 'Dados da Empresa'", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: LEGAL });
    const saved = await saveProfile(app, owner, { nome_fantasia: TRADE });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ nome_empresa: LEGAL, nome_fantasia: TRADE });
    // A client that does not know the field sends none, which leaves it as it was.
    expect((await saveProfile(app, owner, { nome_fantasia: undefined })).statusCode).toBe(200);
    expect((await profileOf(app, owner)).nome_fantasia).toBe(TRADE);
    const tooLong = await saveProfile(app, owner, { nome_fantasia: 'x'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Nome fantasia: máximo de 60 caracteres');
    expect((await profileOf(app, owner)).nome_fantasia).toBe(TRADE);
    expect((await saveProfile(app, owner, { nome_fantasia: '   ' })).statusCode).toBe(200);
    expect((await profileOf(app, owner)).nome_fantasia).toBeNull();
  });

  it('names the establishment to clients in the list, Minhas Filas, the TV panel and the notices', async () => {
    const { app, outbox } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: LEGAL, nome_fantasia: TRADE });
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const ana = await newClient(app, 'Ana Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, ana, queue.id);
    await joined(app, bia, queue.id);

    const list = await app.inject({ method: 'GET', url: '/api/establishments' });
    expect(list.json().data).toEqual([
      expect.objectContaining({ nome_empresa: LEGAL, nome_fantasia: TRADE }),
    ]);
    const mine = await activeQueues(app, bia);
    expect(mine.map((q: { estabelecimento_nome: string }) => q.estabelecimento_nome)).toEqual([TRADE]);

    const panel = await app.inject({
      method: 'POST',
      url: `/api/establishments/${owner.id}/panels`,
      headers: bearer(owner.token),
      payload: { filaId: queue.id },
    });
    const view = await app.inject({ method: 'GET', url: `/api/panels/${panel.json().data.token}` });
    expect(view.json().data.estabelecimento).toBe(TRADE);

    await callNext(app, owner, queue.id);
    await noticeRound(app);
    expect((await activeQueues(app, ana))[0]).toMatchObject({
      situacao: 'chamado',
      estabelecimento_nome: TRADE,
    });
    const toAna = (await outbox()).filter((mail) => mail.to === ana.email);
    expect(toAna.map((mail) => mail.subject)).toEqual([`É a sua vez! — ${TRADE}`]);
    expect(toAna[0]!.text).not.toContain('LTDA');
  });

  it('leaves the legal name on the plan receipt', async () => {
    const { app, outbox } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: LEGAL, nome_fantasia: TRADE });
    await subscribed(app, owner, 'essencial');
    const receipts = await deliveredTo(app, outbox, 'financeiro@barbearia.com');
    expect(receipts.map((mail) => mail.subject)).toEqual(['Vez — recibo do plano Essencial']);
    expect(receipts[0]!.text).toContain(LEGAL);
    expect(receipts[0]!.text).not.toContain(TRADE);
  });
});
