import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { subscribed } from '../../test-support/plan-fixtures';
import { type Account, createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

function points(app: FastifyInstance, owner: Account, establishmentId = owner.id) {
  return app.inject({
    method: 'GET',
    url: `/api/establishments/${establishmentId}/pontos`,
    headers: bearer(owner.token),
  });
}

function createPoint(app: FastifyInstance, owner: Account, payload: unknown, establishmentId = owner.id) {
  return app.inject({
    method: 'POST',
    url: `/api/establishments/${establishmentId}/pontos`,
    headers: bearer(owner.token),
    payload: payload as object,
  });
}

function updatePoint(app: FastifyInstance, owner: Account, pointId: number, payload: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/establishments/${owner.id}/pontos/${pointId}`,
    headers: bearer(owner.token),
    payload: payload as object,
  });
}

function removePoint(app: FastifyInstance, owner: Account, pointId: number, establishmentId = owner.id) {
  return app.inject({
    method: 'DELETE',
    url: `/api/establishments/${establishmentId}/pontos/${pointId}`,
    headers: bearer(owner.token),
  });
}

describeEachDialect('service points: the owner names the places and the queues each serves', (ctx) => {
  describe('naming points', () => {
    it('creates, lists, renames, sets the queues of and removes a point', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      await subscribed(app, owner, 'profissional');
      const corte = await createQueue(app, owner, { nome: 'Corte' });
      const barba = await createQueue(app, owner, { nome: 'Barba' });

      const created = await createPoint(app, owner, { nome: ' Cadeira 1 ', filas: [corte.id, corte.id] });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        message: 'Ponto Cadeira 1 criado',
        data: { nome: 'Cadeira 1', artigo: 'a', filas: [corte.id] },
      });
      const pointId = created.json().data.id;
      const room = await createPoint(app, owner, { nome: 'Consultório 2' });
      expect(room.json().data).toMatchObject({ artigo: 'o', filas: [] });

      const renamed = await updatePoint(app, owner, pointId, {
        nome: 'Cadeira 2',
        filas: [barba.id, corte.id],
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data).toMatchObject({
        nome: 'Cadeira 2',
        artigo: 'a',
        filas: [corte.id, barba.id].sort((a, b) => a - b),
      });

      const article = await updatePoint(app, owner, room.json().data.id, { artigo: 'a' });
      expect(article.json().data).toMatchObject({ nome: 'Consultório 2', artigo: 'a' });

      const list = await points(app, owner);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((p: { nome: string }) => p.nome)).toEqual(['Cadeira 2', 'Consultório 2']);

      const removed = await removePoint(app, owner, pointId);
      expect(removed.json()).toEqual({ success: true, message: 'Ponto de atendimento removido' });
      expect((await points(app, owner)).json().data.map((p: { nome: string }) => p.nome)).toEqual([
        'Consultório 2',
      ]);
      // Its name is free again, and the removed point is gone for its owner too.
      expect((await createPoint(app, owner, { nome: 'Cadeira 2' })).statusCode).toBe(201);
      expect((await updatePoint(app, owner, pointId, { nome: 'Outra' })).statusCode).toBe(404);
      expect((await removePoint(app, owner, pointId)).statusCode).toBe(404);
    });

    it('holds a name once per establishment, whatever its case, accents or spaces', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const other = await newEstablishment(app);
      expect((await createPoint(app, owner, { nome: 'Cadeira 1' })).statusCode).toBe(201);
      const again = await createPoint(app, owner, { nome: 'cadeira   1' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Já existe um ponto de atendimento com este nome');
      // Another establishment has its own 'Cadeira 1'.
      expect((await createPoint(app, other, { nome: 'Cadeira 1' })).statusCode).toBe(201);
      const second = await createPoint(app, owner, { nome: 'Cadeira 2' });
      const clash = await updatePoint(app, owner, second.json().data.id, { nome: 'CADEIRA 1' });
      expect(clash.statusCode).toBe(409);
    });

    it('refuses bad input in Portuguese and changes nothing', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const stranger = await newEstablishment(app);
      const foreignQueue = await createQueue(app, stranger, { nome: 'Deles' });
      const cases: [unknown, string][] = [
        [{}, 'Dê um nome ao ponto, como Cadeira 1'],
        [{ nome: '' }, 'Dê um nome ao ponto, como Cadeira 1'],
        [{ nome: 'x'.repeat(41) }, 'O nome pode ter no máximo 40 caracteres'],
        [{ nome: 'Caixa', artigo: 'x' }, "Escolha 'à' ou 'ao' para o ponto"],
        [{ nome: 'Caixa', filas: [0] }, 'Fila inválida'],
        [{ nome: 'Caixa', filas: [foreignQueue.id] }, 'Uma das filas escolhidas não é deste estabelecimento'],
      ];
      for (const [payload, message] of cases) {
        const response = await createPoint(app, owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect((await points(app, owner)).json().data).toEqual([]);
    });

    it("keeps each establishment's points to itself", async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const stranger = await newEstablishment(app);
      const point = (await createPoint(app, owner, { nome: 'Cadeira 1' })).json().data;
      expect((await points(app, stranger, owner.id)).statusCode).toBe(403);
      expect((await createPoint(app, stranger, { nome: 'Intrusa' }, owner.id)).statusCode).toBe(403);
      expect((await removePoint(app, stranger, point.id, owner.id)).statusCode).toBe(403);
      // Through its own id, a stranger does not reach another's point either.
      expect((await removePoint(app, stranger, point.id)).statusCode).toBe(404);
      expect((await points(app, owner)).json().data).toHaveLength(1);
    });
  });
});
