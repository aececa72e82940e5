import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { type Account, createQueue, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

/** The owner's browser at `host` asks for the page's link and, to compare, its queue's poster's. */
async function linksAt(app: FastifyInstance, owner: Account, queueId: number, host: string) {
  const headers = { ...bearer(owner.token), host };
  const page = await app.inject({ method: 'GET', url: `/api/establishments/${owner.id}/page-link`, headers });
  expect(page.statusCode, page.body).toBe(200);
  const poster = await app.inject({ method: 'GET', url: `/api/queues/${queueId}/join-code`, headers });
  return {
    page: page.json().data as { link: string; origemDoLink: string },
    poster: poster.json().data as { link: string; origemDoLink: string },
  };
}

describeEachDialect(
  "'Link da sua página', PUBLIC_URL unset",
  (ctx) => {
    it('is the public page on the same address as the QR poster, wherever the owner’s browser came from', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      for (const host of ['192.168.1.7:3000', 'localhost:3000']) {
        const { page, poster } = await linksAt(app, owner, queue.id, host);
        const base = poster.link.slice(0, poster.link.indexOf('/f/'));
        expect(page).toEqual({
          link: `${base}/estabelecimentos/${owner.id}`,
          origemDoLink: poster.origemDoLink,
        });
      }
      const { page } = await linksAt(app, owner, queue.id, '192.168.1.7:3000');
      expect(page).toEqual({
        link: `http://192.168.1.7:3000/estabelecimentos/${owner.id}`,
        origemDoLink: 'navegador',
      });
    });

    it('is shown to the establishment itself only', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const other = await newEstablishment(app);
      const client = await newClient(app);
      const url = `/api/establishments/${owner.id}/page-link`;
      const foreign = await app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({
        success: false,
        message: 'Acesso negado. Este link é da página de outro estabelecimento.',
      });
      expect((await app.inject({ method: 'GET', url, headers: bearer(client.token) })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  },
  { env: { PUBLIC_URL: '' } },
);

describeEachDialect(
  "'Link da sua página', PUBLIC_URL set",
  (ctx) => {
    it('is PUBLIC_URL’s, whatever address the browser used', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const { page } = await linksAt(app, owner, queue.id, 'localhost:3000');
      expect(page).toEqual({
        link: `https://vez.exemplo.com.br/estabelecimentos/${owner.id}`,
        origemDoLink: 'PUBLIC_URL',
      });
    });
  },
  { env: { PUBLIC_URL: 'https://vez.exemplo.com.br' } },
);
