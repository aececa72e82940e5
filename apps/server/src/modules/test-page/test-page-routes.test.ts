import { expect, it } from 'vitest';
import { freshCpf } from '../../test-support/documents';
import { clientPayload } from '../../test-support/fixtures';
import { createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect(
  'demo-only test calls',
  (ctx) => {
    it('lists only the demo people and puts them all in a queue, reporting each outcome', async () => {
      const { app } = ctx();
      for (const email of ['pessoa1@vez.demo', 'pessoa2@vez.demo', 'real@exemplo.com']) {
        await app.inject({
          method: 'POST',
          url: '/api/auth/register/user',
          payload: clientPayload({ email_usuario: email, cpf: freshCpf() }),
        });
      }
      const users = await app.inject({ method: 'GET', url: '/usuarios' });
      expect(users.json().data.map((u: { email_usuario: string }) => u.email_usuario)).toEqual([
        'pessoa1@vez.demo',
        'pessoa2@vez.demo',
      ]);
      expect(Object.keys(users.json().data[0]).sort()).toEqual([
        'email_usuario',
        'id',
        'nome_usuario',
        'telefone_usuario',
      ]);

      const owner = await newEstablishment(app, { email_empresa: 'loja@vez.demo' });
      const queue = await createQueue(app, owner, { nome: 'Fila demo' });
      const listed = await app.inject({ method: 'GET', url: '/teste/filas' });
      expect(listed.json().data).toEqual([
        { id: queue.id, nome: 'Fila demo', estabelecimento: owner.name, status: 'ativa' },
      ]);
      const first = await app.inject({
        method: 'POST',
        url: '/teste/adicionar-usuarios-fila',
        payload: { queueId: queue.id },
      });
      expect(first.json()).toMatchObject({
        success: true,
        message: '2 de 2 usuários adicionados à fila',
        resultados: [
          { sucesso: true, posicao: 1, erro: null },
          { sucesso: true, posicao: 2, erro: null },
        ],
      });
      const again = await app.inject({
        method: 'POST',
        url: '/teste/adicionar-usuarios-fila',
        payload: { queueId: String(queue.id) },
      });
      expect(again.json().resultados).toEqual([
        expect.objectContaining({ sucesso: false, posicao: null, erro: 'Você já está nesta fila' }),
        expect.objectContaining({ sucesso: false, erro: 'Você já está nesta fila' }),
      ]);
      const missing = await app.inject({
        method: 'POST',
        url: '/teste/adicionar-usuarios-fila',
        payload: { queueId: 999 },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('never fills a real establishment queue: 403 and nobody joins', async () => {
      const { app } = ctx();
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/user',
        payload: clientPayload({ email_usuario: 'pessoa1@vez.demo', cpf: freshCpf() }),
      });
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const refused = await app.inject({
        method: 'POST',
        url: '/teste/adicionar-usuarios-fila',
        payload: { queueId: queue.id },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'A página de teste só pode usar as filas dos estabelecimentos de demonstração.',
      );
      expect((await app.inject({ method: 'GET', url: '/teste/filas' })).json().data).toEqual([]);
      const view = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` });
      expect(view.json().data.total_clientes).toBe(0);
    });
  },
  { env: { DEMO_MODE: 'true' } },
);

describeEachDialect('without demo mode', (ctx) => {
  it('has no test calls at all', async () => {
    const { app } = ctx();
    expect((await app.inject({ method: 'GET', url: '/usuarios' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/teste/adicionar-usuarios-fila', payload: { queueId: 1 } }))
        .statusCode,
    ).toBe(404);
  });
});
