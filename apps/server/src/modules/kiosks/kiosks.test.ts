import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { type Account, createQueue, lineup, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

function createKiosk(app: FastifyInstance, owner: Account, filaId?: number) {
  return app.inject({
    method: 'POST',
    url: `/api/establishments/${owner.id}/kiosks`,
    headers: bearer(owner.token),
    payload: filaId === undefined ? {} : { filaId },
  });
}

function kioskJoin(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/quiosques/${token}/entradas`, payload });
}

describeEachDialect('a kiosk at the door (issue 36)', (ctx) => {
  it('shows the open queues of the establishment, takes a join marked QUIOSQUE, and answers a QR of the ticket', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Clínica Bem Estar LTDA' });
    const triagem = await createQueue(app, owner, { nome: 'Triagem', tempo_estimado: 10 });
    const exames = await createQueue(app, owner, {
      nome: 'Exames',
      abrir_agora: false,
      horario_abertura: '23:59',
    });
    const created = await createKiosk(app, owner);
    expect(created.statusCode).toBe(201);
    const { token, link } = created.json().data;
    expect(link).toBe(`http://vez.test/quiosque/${token}`);

    const view = await app.inject({ method: 'GET', url: `/api/quiosques/${token}` });
    expect(view.json().data).toEqual({
      estabelecimentoNome: 'Clínica Bem Estar LTDA',
      filas: [
        expect.objectContaining({ id: exames.id, nome: 'Exames', totalPessoas: 0, precisaCelular: true }),
        expect.objectContaining({
          id: triagem.id,
          nome: 'Triagem',
          esperaMinutos: 0,
          aceitaConvidados: true,
        }),
      ],
    });

    const joined = await kioskJoin(app, token, {
      filaId: triagem.id,
      nome: 'Dona Zica',
      telefone: '11987654321',
      tamanhoGrupo: 2,
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data).toMatchObject({ position: 1, groupSize: 2 });
    expect(joined.json().data.qrCode).toMatch(/^data:image\/png;base64,/);
    const page = await app.inject({
      method: 'GET',
      url: '/api/senha',
      headers: { 'x-vez-senha': joined.json().data.senha },
    });
    expect(page.json().data).toMatchObject({ origem: 'quiosque', posicao: 1 });
    expect(await lineup(app, owner, triagem.id)).toEqual([['Dona Zica', 1, 'a']]);
    const after = await app.inject({ method: 'GET', url: `/api/quiosques/${token}` });
    expect(after.json().data.filas[1]).toMatchObject({ totalPessoas: 2, esperaMinutos: 10 });
  });

  it("serves only its queue, follows the queue's phone rule, and stops when revoked", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const mine = await createQueue(app, owner, { nome: 'Corte' });
    const other = await createQueue(app, owner, {
      nome: 'Barba',
      abrir_agora: false,
      horario_abertura: '23:59',
    });
    const elsewhere = await createQueue(app, await newEstablishment(app), { nome: 'Outra' });
    const kiosk = (await createKiosk(app, owner, mine.id)).json().data;
    const view = await app.inject({ method: 'GET', url: `/api/quiosques/${kiosk.token}` });
    expect(view.json().data.filas.map((q: { nome: string }) => q.nome)).toEqual(['Corte']);

    for (const filaId of [other.id, elsewhere.id]) {
      const refused = await kioskJoin(app, kiosk.token, {
        filaId,
        nome: 'Ana Lima',
        telefone: '11987654321',
      });
      expect(refused.statusCode).toBe(404);
    }
    const noPhone = await kioskJoin(app, kiosk.token, { filaId: mine.id, nome: 'Ana Lima' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe('Informe um celular para receber os avisos');

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/establishments/${owner.id}/kiosks/${kiosk.id}`,
      headers: bearer(owner.token),
    });
    expect(revoked.json()).toMatchObject({ message: 'Quiosque desativado' });
    const gone = await app.inject({ method: 'GET', url: `/api/quiosques/${kiosk.token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Este quiosque foi desativado. Peça um novo link ao estabelecimento.');
    const late = await kioskJoin(app, kiosk.token, {
      filaId: mine.id,
      nome: 'Ana Lima',
      telefone: '11987654321',
    });
    expect(late.statusCode).toBe(404);
    expect(await lineup(app, owner, mine.id)).toEqual([]);
  });

  it("lists the owner's kiosks without their tokens, and keeps other establishments out", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const intruder = await newEstablishment(app);
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    await createKiosk(app, owner, queue.id);
    const list = await app.inject({
      method: 'GET',
      url: `/api/establishments/${owner.id}/kiosks`,
      headers: bearer(owner.token),
    });
    expect(list.json().data).toEqual([expect.objectContaining({ filaId: queue.id, filaNome: 'Corte' })]);
    expect(JSON.stringify(list.json())).not.toContain('token');
    expect((await createKiosk(app, intruder, queue.id)).statusCode).toBe(404);
    const peek = await app.inject({
      method: 'GET',
      url: `/api/establishments/${owner.id}/kiosks`,
      headers: bearer(intruder.token),
    });
    expect(peek.statusCode).toBe(403);
  });
});
