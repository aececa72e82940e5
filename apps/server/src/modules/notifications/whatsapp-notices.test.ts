import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeWhatsapp } from '../../test-support/fake-whatsapp-server';
import { bearer } from '../../test-support/fixtures';
import { noticeRound } from '../../test-support/notice-fixtures';
import { createQueue, joined, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const TOKEN = 'token-de-teste-do-whatsapp';
let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
beforeAll(async () => {
  whatsapp = await startFakeWhatsapp(TOKEN);
});
afterAll(async () => {
  await whatsapp.close();
});

describeEachDialect(
  'WhatsApp notices through the Cloud API (issue 16)',
  (ctx) => {
    it('sends template messages to the account phone of a client who consented, and to nobody else', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app, { nome_empresa: 'Clínica Bem Estar LTDA' });
      const queue = await createQueue(app, owner, { nome: 'Consultas' });
      const [ana, bruno] = [await newClient(app, 'Ana Souza'), await newClient(app, 'Bruno Lima')];
      const consent = await app.inject({
        method: 'PUT',
        url: `/api/users/${ana.id}/settings`,
        headers: bearer(ana.token),
        payload: { notificacoes: true, notificacoesEmail: false, notificacoesWhatsapp: true },
      });
      expect(consent.json().data).toMatchObject({ notificacoesWhatsapp: true, notificacoesEmail: false });
      await joined(app, ana, queue.id);
      await joined(app, bruno, queue.id);
      const channels = await app.inject({ method: 'GET', url: '/api/notifications/channels' });
      expect(channels.json().data).toEqual({ email: true, push: true, whatsapp: true });

      const before = whatsapp.requests.length;
      await noticeRound(app);
      await noticeRound(app);
      const sent = whatsapp.requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.path).toBe('/123456789/messages');
      expect(sent[0]!.body).toMatchObject({
        messaging_product: 'whatsapp',
        to: '5511987654321',
        type: 'template',
        template: { name: 'vez_quase_sua_vez', language: { code: 'pt_BR' } },
      });
      expect(sent[0]!.body.template.components[0]!.parameters.map((p) => p.text)).toEqual([
        'Clínica Bem Estar LTDA',
        'Consultas',
        '0',
      ]);
    });
  },
  {
    env: () => ({
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: '123456789',
    }),
  },
);
