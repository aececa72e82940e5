import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { noticeRound } from '../../test-support/notice-fixtures';
import { type Account, createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { readPdfPoster, readPngPoster } from '../../test-support/read-poster';
import { describeEachDialect } from '../../test-support/test-app';

// This machine's network, as the test decides it: one Wi-Fi address, or none at all.
const network = vi.hoisted(() => ({ wifi: '192.168.0.42' as string | null }));
vi.mock('node:os', async (original) => {
  const os = await original<typeof import('node:os')>();
  const loopback = { address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '255.0.0.0' };
  const networkInterfaces = () => ({
    lo: [{ ...loopback, mac: '00:00:00:00:00:00', cidr: '127.0.0.1/8' }],
    ...(network.wifi && {
      wlan0: [
        {
          address: network.wifi,
          family: 'IPv4',
          internal: false,
          netmask: '255.255.255.0',
          mac: '',
          cidr: null,
        },
      ],
    }),
  });
  return { ...os, default: { ...os, networkInterfaces }, networkInterfaces };
});

/** The owner's browser at `host`: the poster link, the PDF's and PNG's QR codes and a new panel link. */
async function linksSeenAt(
  app: FastifyInstance,
  owner: Account,
  host: string,
  extra: Record<string, string> = {},
) {
  const queue = await createQueue(app, owner);
  const headers = { ...bearer(owner.token), host, ...extra };
  const code = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}/join-code`, headers });
  expect(code.statusCode, code.body).toBe(200);
  const pdf = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}/poster.pdf`, headers });
  const png = await app.inject({ method: 'GET', url: `/api/queues/${queue.id}/poster.png`, headers });
  const panel = await app.inject({
    method: 'POST',
    url: `/api/establishments/${owner.id}/panels`,
    headers,
    payload: { filaId: queue.id },
  });
  expect(panel.statusCode, panel.body).toBe(201);
  const poster = await readPdfPoster(pdf.rawPayload);
  return {
    code: code.json().data as { codigo: string; link: string; origemDoLink: string },
    pdfQr: poster.qr,
    pdfText: poster.text,
    pngQr: readPngPoster(png.rawPayload),
    panel: panel.json().data as { token: string; link: string; origemDoLink: string },
  };
}

describeEachDialect(
  'links a phone can open, PUBLIC_URL unset',
  (ctx) => {
    it('puts this machine’s LAN address, same port, where the browser used localhost', async () => {
      network.wifi = '192.168.0.42';
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const seen = await linksSeenAt(app, owner, 'localhost:3000');
      const link = `http://192.168.0.42:3000/f/${seen.code.codigo}`;
      expect(seen.code).toMatchObject({ link, origemDoLink: 'rede-local' });
      expect(seen.pdfQr).toBe(link);
      expect(seen.pdfText).toContain(link);
      expect(seen.pngQr).toBe(link);
      expect(seen.panel).toMatchObject({
        link: `http://192.168.0.42:3000/painel/${seen.panel.token}`,
        origemDoLink: 'rede-local',
      });
    });

    it('uses the address the browser used when a phone can reach it, and no forwarded host untrusted', async () => {
      network.wifi = '192.168.0.42';
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const seen = await linksSeenAt(app, owner, '192.168.1.7:3000', { 'x-forwarded-host': 'evil.example' });
      const link = `http://192.168.1.7:3000/f/${seen.code.codigo}`;
      expect(seen.code).toMatchObject({ link, origemDoLink: 'navegador' });
      expect([seen.pdfQr, seen.pngQr]).toEqual([link, link]);
      expect(seen.panel.link).toBe(`http://192.168.1.7:3000/painel/${seen.panel.token}`);
    });

    it('keeps localhost and says the link opens on this computer only when there is no network', async () => {
      network.wifi = null;
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const seen = await linksSeenAt(app, owner, 'localhost:3000');
      const link = `http://localhost:3000/f/${seen.code.codigo}`;
      expect(seen.code).toMatchObject({ link, origemDoLink: 'este-computador' });
      expect(seen.pdfQr).toBe(link);
      expect(seen.panel.origemDoLink).toBe('este-computador');
    });

    it('sends a guest the link on this machine’s LAN address, whatever Host the join came with', async () => {
      network.wifi = '192.168.0.42';
      const { app, outbox } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const forged = { host: 'golpe.example', 'x-forwarded-host': 'golpe.example' };
      const join = await app.inject({
        method: 'POST',
        url: `/api/queues/${queue.id}/convidados`,
        headers: { ...forged, 'x-vez-aparelho': 'aparelho-de-teste-host-forjado' },
        payload: {
          nome: 'Ana Convidada',
          telefone: '(11) 98765-4321',
          email: 'ana@convidada.com',
          aceitaAvisos: true,
        },
      });
      expect(join.statusCode, join.body).toBe(201);
      const { link, senha, origemDoLink } = join.json().data;
      expect([link, origemDoLink]).toEqual([`http://192.168.0.42:3000/senha#${senha}`, 'rede-local']);
      await noticeRound(app);
      const sent = (await outbox()).filter((m) => m.to === 'ana@convidada.com');
      expect(sent[0]).toMatchObject({ subject: expect.stringMatching(/^Sua senha na fila/) });
      expect(sent[0]!.links).toContain(link);
      expect(JSON.stringify(sent)).not.toContain('golpe.example');

      const walkIn = await app.inject({
        method: 'POST',
        url: `/api/queues/${queue.id}/balcao`,
        headers: { ...bearer(owner.token), ...forged },
        payload: { nome: 'Seu Jorge Balcão' },
      });
      expect(walkIn.statusCode, walkIn.body).toBe(201);
      expect(walkIn.json().data.link).toBe(`http://192.168.0.42:3000/senha#${walkIn.json().data.senha}`);
    });
  },
  { env: { PUBLIC_URL: '' } },
);

describeEachDialect('links a phone can open, PUBLIC_URL set', (ctx) => {
  it('are always PUBLIC_URL, whatever address the browser used', async () => {
    network.wifi = '192.168.0.42';
    const { app, config } = ctx();
    expect(config.publicUrl).toBe('http://vez.test');
    for (const host of ['localhost:3000', '192.168.1.7:3000']) {
      const seen = await linksSeenAt(app, await newEstablishment(app), host);
      const link = `http://vez.test/f/${seen.code.codigo}`;
      expect(seen.code).toMatchObject({ link, origemDoLink: 'PUBLIC_URL' });
      expect([seen.pdfQr, seen.pngQr]).toEqual([link, link]);
      expect(seen.panel).toMatchObject({
        link: `http://vez.test/painel/${seen.panel.token}`,
        origemDoLink: 'PUBLIC_URL',
      });
    }
  });
});
