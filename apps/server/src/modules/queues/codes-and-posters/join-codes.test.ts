import {
  estimatedWaitMinutes,
  estimatedWaitRange,
  JOIN_CODE_OUTDATED,
  POSTER_INSTRUCTION,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test-support/fixtures';
import {
  type Account,
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../../test-support/queue-fixtures';
import { readPdfPoster, readQr } from '../../../test-support/read-poster';
import { describeEachDialect } from '../../../test-support/test-app';
import { posterFileName } from './join-code-routes';
import { newJoinCode } from './join-codes';
import { wrapLines } from './render-poster';

function ownerCall(app: FastifyInstance, method: 'GET' | 'POST', who: Account | null, url: string) {
  return app.inject({ method, url, headers: who ? bearer(who.token) : {} });
}

async function codeOf(app: FastifyInstance, owner: Account, queueId: number) {
  const response = await ownerCall(app, 'GET', owner, `/api/queues/${queueId}/join-code`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { codigo: string; link: string; criadoEm: string };
}

function picture(app: FastifyInstance, code: string) {
  return app.inject({ method: 'GET', url: `/api/join-codes/${code}` });
}

describe('join codes (pure parts)', () => {
  it('are 8 characters of Crockford base32 and differ every time', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newJoinCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{8}$/);
  });

  it('name the poster after the queue in plain ASCII', () => {
    expect(posterFileName('Corte de cabelo & barba', 'pdf')).toBe('cartaz-corte-de-cabelo-barba.pdf');
    expect(posterFileName('Atendimento Prioritário', 'png')).toBe('cartaz-atendimento-prioritario.png');
    expect(posterFileName('🙂🙂', 'png')).toBe('cartaz-fila.png');
  });

  it('wrap a long title into its lines and cut what does not fit', () => {
    expect(wrapLines('Barbearia Navalha de Ouro', 30, 2)).toEqual(['Barbearia Navalha de Ouro']);
    expect(wrapLines('Barbearia Navalha de Ouro', 12, 2)).toEqual(['Barbearia', 'Navalha de…']);
    expect(wrapLines('x'.repeat(40), 10, 1)).toEqual([`${'x'.repeat(9)}…`]);
  });
});

describeEachDialect('QR poster and short join link', (ctx) => {
  it('gives each queue one link, made on first use, that a new code retires for good (410)', async () => {
    const { app, config } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { nome: 'Corte de cabelo' });

    const first = await codeOf(app, owner, queue.id);
    expect(first.codigo).toMatch(/^[0-9a-hjkmnp-tv-z]{8}$/);
    expect(first.link).toBe(`${config.publicUrl}/f/${first.codigo}`);
    expect(await codeOf(app, owner, queue.id)).toEqual(first);
    expect((await picture(app, first.codigo)).statusCode).toBe(200);
    // Typed from the poster: any case, and the letters that read as digits.
    expect((await picture(app, first.codigo.toUpperCase())).statusCode).toBe(200);

    const regenerated = await ownerCall(app, 'POST', owner, `/api/queues/${queue.id}/join-code`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const second = regenerated.json().data;
    expect(second.codigo).not.toBe(first.codigo);
    expect(second.link).toBe(`${config.publicUrl}/f/${second.codigo}`);
    expect(await codeOf(app, owner, queue.id)).toEqual(second);

    const old = await picture(app, first.codigo);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toEqual({ success: false, message: JOIN_CODE_OUTDATED });
    expect(JOIN_CODE_OUTDATED).toBe('Este cartaz está desatualizado. Peça o novo QR ao estabelecimento.');
    expect((await picture(app, second.codigo)).json().data.fila.id).toBe(queue.id);

    // A queue without a code yet gets one from 'Gerar novo código' too; each queue has its own.
    const otherOwner = await newEstablishment(app);
    const other = await createQueue(app, otherOwner, { nome: 'Barba' });
    const made = await ownerCall(app, 'POST', otherOwner, `/api/queues/${other.id}/join-code`);
    expect(made.statusCode).toBe(200);
    expect((await picture(app, made.json().data.codigo)).json().data.fila.nome).toBe('Barba');

    const unknown = await picture(app, 'zzzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect((await picture(app, 'não-é-um-código')).statusCode).toBe(404);
    expect((await picture(app, 'x'.repeat(65))).statusCode).toBe(400);
  });

  it('keeps one current code per queue when regenerations race', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => ownerCall(app, 'POST', owner, `/api/queues/${queue.id}/join-code`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await app.services.database.db
      .selectFrom('queue_join_codes')
      .selectAll()
      .where('queue_id', '=', queue.id)
      .execute();
    expect(rows).toHaveLength(4);
    const current = rows.filter((row) => row.retired_at === null);
    expect(current).toHaveLength(1);
    expect((await codeOf(app, owner, queue.id)).codigo).toBe(current[0]?.code);
    for (const row of rows.filter((r) => r.retired_at !== null)) {
      expect((await picture(app, row.code)).statusCode).toBe(410);
    }
  });

  it('lets only the queue’s owner see, regenerate or print the code', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const code = (await codeOf(app, owner, queue.id)).codigo;
    const stranger = await newEstablishment(app);
    const client = await newClient(app);
    for (const path of ['join-code', 'poster.pdf', 'poster.png']) {
      const url = `/api/queues/${queue.id}/${path}`;
      expect((await ownerCall(app, 'GET', null, url)).statusCode, path).toBe(401);
      expect((await ownerCall(app, 'GET', client, url)).statusCode, path).toBe(403);
      const foreign = await ownerCall(app, 'GET', stranger, url);
      expect(foreign.statusCode, path).toBe(403);
      expect(foreign.body).not.toContain(code);
    }
    const url = `/api/queues/${queue.id}/join-code`;
    expect((await ownerCall(app, 'POST', null, url)).statusCode).toBe(401);
    expect((await ownerCall(app, 'POST', client, url)).statusCode).toBe(403);
    expect((await ownerCall(app, 'POST', stranger, url)).statusCode).toBe(403);
    expect((await ownerCall(app, 'GET', owner, '/api/queues/999999/join-code')).statusCode).toBe(404);
    // Nobody but the owner moved the code.
    expect((await codeOf(app, owner, queue.id)).codigo).toBe(code);
    expect((await picture(app, code)).statusCode).toBe(200);
  });

  it('shows anyone the queue as its own page does, and nobody in it', async () => {
    const { app, clock } = ctx();
    // Named by its trade name, as everywhere clients look (decision 056).
    const owner = await newEstablishment(app, {
      nome_empresa: 'Navalha de Ouro Serviços de Barbearia LTDA',
      nome_fantasia: 'Barbearia Navalha de Ouro',
    });
    const queue = await createQueue(app, owner, { nome: 'Corte de cabelo', tempo_estimado: 7 });
    const people = [
      await newClient(app, 'Mariana Albuquerque Figueiredo'),
      await newClient(app, 'Joaquim Pereira Vasconcelos'),
      await newClient(app, 'Ana Souza'),
      await newClient(app, 'Beatriz Nogueira'),
      await newClient(app, 'Rafael Tavares'),
    ];
    for (const person of people) await joined(app, person, queue.id, { telefone: '11912345678' });
    // Four calls, three service intervals: the estimate rests on real (still thin) data, with a range.
    for (const minutes of [0, 6, 5, 8]) {
      clock.advance(minutes * 60_000);
      expect((await callNext(app, owner, queue.id)).statusCode).toBe(200);
    }

    const { codigo } = await codeOf(app, owner, queue.id);
    const response = await picture(app, codigo);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const page = (await app.inject({ method: 'GET', url: `/api/queues/${queue.id}` })).json().data;
    expect(data).toEqual({
      codigo,
      fila: {
        id: queue.id,
        nome: 'Corte de cabelo',
        descricao: '',
        status: 'ativa',
        abre_em: null,
        clientes_na_fila: 1,
        posicoes_ocupadas: 1,
        tempo_medio_espera: page.tempo_medio_espera,
        tempo_medio_baseado_em: page.tempo_medio_baseado_em,
        tempo_medio_faixa: page.tempo_medio_faixa,
        espera_estimada: estimatedWaitMinutes(2, page.tempo_medio_espera),
        espera_estimada_faixa: estimatedWaitRange(2, page.tempo_medio_faixa),
      },
      estabelecimento: { id: owner.id, nome: 'Barbearia Navalha de Ouro' },
    });
    expect(page.tempo_medio_baseado_em).toBe(3);
    expect(data.fila.espera_estimada_faixa).not.toBeNull();
    // Whoever joins now is told the same wait the queue quotes on joining.
    const late = await newClient(app, 'Carla Dias');
    const quote = (
      await app.inject({
        method: 'POST',
        url: `/api/queues/${queue.id}/join`,
        headers: bearer(late.token),
        payload: { nome: 'Carla Dias', telefone: '11987654321', email: late.email, isGroup: false },
      })
    ).json().data;
    expect(quote.estimatedWaitMinutes).toBe(data.fila.espera_estimada);

    for (const person of [...people, late]) {
      expect(response.body).not.toContain(person.email);
      expect(response.body).not.toContain(person.name.split(' ').slice(1).join(' '));
      expect(response.body).not.toContain(person.name.split(' ')[0]);
    }
    expect(response.body).not.toMatch(/11912345678|11987654321|\(11\)/);
    expect(response.body).not.toContain(owner.email);
  });

  it('says a paused or closed queue is so, and forgets a deleted establishment', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const { codigo } = await codeOf(app, owner, queue.id);
    const status = (value: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/queues/${queue.id}/status`,
        headers: bearer(owner.token),
        payload: { status: value },
      });
    expect((await status('pausada')).statusCode).toBe(200);
    expect((await picture(app, codigo)).json().data.fila.status).toBe('pausada');
    const closed = await app.inject({
      method: 'DELETE',
      url: `/api/queues/${queue.id}`,
      headers: bearer(owner.token),
    });
    expect(closed.statusCode).toBe(200);
    expect((await picture(app, codigo)).json().data.fila.status).toBe('encerrada');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/establishments/${owner.id}`,
      headers: bearer(owner.token),
      payload: { senha: 'Segura123' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await picture(app, codigo)).statusCode).toBe(404);
  });

  it('prints a PNG poster whose QR code opens the link', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha de Ouro' });
    const queue = await createQueue(app, owner, { nome: 'Corte de cabelo' });
    const response = await ownerCall(app, 'GET', owner, `/api/queues/${queue.id}/poster.png`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cartaz-corte-de-cabelo.png"');
    expect(response.headers['cache-control']).toBe('no-store');
    const png = PNG.sync.read(response.rawPayload);
    // A4 at 150 dpi.
    expect([png.width, png.height]).toEqual([1240, 1754]);
    const { link } = await codeOf(app, owner, queue.id);
    expect(readQr(new Uint8ClampedArray(png.data), png.width, png.height)).toBe(link);

    // A new code, a new poster: the QR follows it.
    await ownerCall(app, 'POST', owner, `/api/queues/${queue.id}/join-code`);
    const again = PNG.sync.read(
      (await ownerCall(app, 'GET', owner, `/api/queues/${queue.id}/poster.png`)).rawPayload,
    );
    const next = (await codeOf(app, owner, queue.id)).link;
    expect(next).not.toBe(link);
    expect(readQr(new Uint8ClampedArray(again.data), again.width, again.height)).toBe(next);
  });

  it('prints an A4 PDF poster that opens, names the queue and whose QR code opens the link', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, {
      nome_empresa: 'Pão e Companhia Panificadora LTDA',
      nome_fantasia: 'Padaria Pão & Cia',
    });
    const queue = await createQueue(app, owner, { nome: 'Balcão de pães' });
    const response = await ownerCall(app, 'GET', owner, `/api/queues/${queue.id}/poster.pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cartaz-balcao-de-paes.pdf"');
    const { link } = await codeOf(app, owner, queue.id);
    const poster = await readPdfPoster(response.rawPayload);
    expect(poster.pages).toBe(1);
    expect(poster.qr).toBe(link);
    for (const words of ['Padaria Pão & Cia', 'Balcão de pães', POSTER_INSTRUCTION, link]) {
      expect(poster.text).toContain(words);
    }
    // The legal name is for receipts, not for the door.
    expect(poster.text).not.toContain('LTDA');
  });

  it('keeps a long establishment name on one page above the code', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, {
      nome_empresa: 'Clínica Odontológica Sorriso Perfeito e Saudável de Vila Madalena Ltda',
    });
    const queue = await createQueue(app, owner, { nome: 'Avaliação inicial e limpeza (primeira consulta)' });
    const { link } = await codeOf(app, owner, queue.id);
    const pdf = await ownerCall(app, 'GET', owner, `/api/queues/${queue.id}/poster.pdf`);
    const poster = await readPdfPoster(pdf.rawPayload);
    expect(poster.pages).toBe(1);
    expect(poster.qr).toBe(link);
    const png = PNG.sync.read(
      (await ownerCall(app, 'GET', owner, `/api/queues/${queue.id}/poster.png`)).rawPayload,
    );
    expect(readQr(new Uint8ClampedArray(png.data), png.width, png.height)).toBe(link);
  });
});
