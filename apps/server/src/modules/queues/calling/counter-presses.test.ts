import { PRESS_KEY_INVALID, PRESS_KEY_REUSED } from '@vez/domain';
import { expect, it } from 'vitest';
import {
  callNext,
  createQueue,
  joined,
  lineup,
  markNoShow,
  newClient,
  newEstablishment,
  press,
  queueDetail,
} from '../../../test-support/queue-fixtures';
import { describeEachDialect } from '../../../test-support/test-app';
import { PRESS_KEYS_KEPT_MS, pruneCounterPresses } from './prune-counter-presses';

describeEachDialect('one press, one call (issue 38, decision 051)', (ctx) => {
  async function barbershopWith(...names: string[]) {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    for (const name of names) await joined(app, await newClient(app, name), queue.id);
    return { app, owner, queueId: queue.id };
  }

  it("a repeated 'Chamar Próximo' (same key) answers the first call and calls nobody else", async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha', 'Diego Alves', 'Elisa Prado');
    const before = (await queueDetail(app, owner, queueId)).versao;

    const first = await callNext(app, owner, queueId, 'press-0001-abcdef');
    const repeat = await callNext(app, owner, queueId, 'press-0001-abcdef');

    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Cliente Camila Rocha foi chamado!');
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await lineup(app, owner, queueId)).toEqual([
      ['Diego Alves', 1, 'a'],
      ['Elisa Prado', 2, 'a'],
    ]);
    expect((await queueDetail(app, owner, queueId)).versao).toBe(before + 1);

    // A deliberate second press (a new key) after the first answered calls the next person.
    const next = await callNext(app, owner, queueId, 'press-0002-abcdef');
    expect(next.json().message).toBe('Cliente Diego Alves foi chamado!');
    expect(await lineup(app, owner, queueId)).toEqual([['Elisa Prado', 1, 'a']]);
  });

  it('the same press arriving at two instances at once is one call', async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha', 'Diego Alves');
    const other = await ctx().secondInstance();

    const answers = await Promise.all([
      callNext(app, owner, queueId, 'double-click-1234'),
      callNext(other, owner, queueId, 'double-click-1234'),
      callNext(app, owner, queueId, 'double-click-1234'),
    ]);

    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.nome).toBe('Camila Rocha');
    }
    expect(await lineup(app, owner, queueId)).toEqual([['Diego Alves', 1, 'a']]);
  });

  it("'Chamar novamente' and 'Não compareceu' repeated with their key act once and answer the same", async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha', 'Diego Alves');
    const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
    const recall = `/api/queues/${queueId}/tickets/${ticketId}/chamar-novamente`;

    const firstRecall = await press(app, owner, recall, 'recall-key-0001');
    const repeatedRecall = await press(app, owner, recall, 'recall-key-0001');
    expect(firstRecall.statusCode, firstRecall.body).toBe(200);
    expect(repeatedRecall.json()).toEqual(firstRecall.json());
    expect(repeatedRecall.json().data.chamadasNovamente).toBe(1);

    const mark = await markNoShow(app, owner, queueId, ticketId, 'no-show-key-0001');
    const repeatedMark = await markNoShow(app, owner, queueId, ticketId, 'no-show-key-0001');
    expect(mark.statusCode, mark.body).toBe(200);
    // Not 'já foi marcado': the repeat is the same press, so it gets the same answer.
    expect(repeatedMark.statusCode, repeatedMark.body).toBe(200);
    expect(repeatedMark.json()).toEqual(mark.json());
  });

  it("'Executar Chamada Agora' repeated with its key calls once", async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha', 'Diego Alves');
    const configured = await app.inject({
      method: 'POST',
      url: `/api/queues/${queueId}/chamada-automatica/configurar`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { ativar: true, intervalo: 1 },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    ctx().clock.advance(61_000);
    const url = `/api/queues/${queueId}/chamada-automatica/executar`;

    const first = await press(app, owner, url, 'auto-call-key-01');
    const repeat = await press(app, owner, url, 'auto-call-key-01');

    expect(first.statusCode, first.body).toBe(200);
    // With its ticket, so its toast can offer 'Desfazer' too.
    expect(first.json().data).toEqual({ nome: 'Camila Rocha', ticketId: expect.any(Number) });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await lineup(app, owner, queueId)).toEqual([['Diego Alves', 1, 'a']]);
  });

  it('a key already used for another action is refused, and changes nothing', async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha', 'Diego Alves');
    const ticketId: number = (await callNext(app, owner, queueId, 'shared-key-0001')).json().data.ticketId;
    const before = await queueDetail(app, owner, queueId);

    const reused = await markNoShow(app, owner, queueId, ticketId, 'shared-key-0001');

    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(PRESS_KEY_REUSED);
    expect(await queueDetail(app, owner, queueId)).toEqual(before);
  });

  it("another establishment sending the owner's key is refused, and reads nothing of the answer", async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha', 'Diego Alves');
    const ticketId: number = (await callNext(app, owner, queueId)).json().data.ticketId;
    await markNoShow(app, owner, queueId, ticketId, 'owner-key-000001');
    const stranger = await newEstablishment(app, { nome_empresa: 'Outra Barbearia LTDA' });

    const answer = await markNoShow(app, stranger, queueId, ticketId, 'owner-key-000001');

    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('Camila');
  });

  it("a deleted client's name leaves the presses' answers with their account (LGPD)", async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });
    const { id: queueId } = await createQueue(app, owner, { nome: 'Corte' });
    const camila = await newClient(app, 'Camila Rocha');
    await joined(app, camila, queueId);
    await callNext(app, owner, queueId, 'press-camila-0001');
    const answers = () => app.services.database.db.selectFrom('queue_presses').select('answer').execute();
    expect(JSON.stringify(await answers())).toContain('Camila Rocha');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${camila.id}`,
      headers: { authorization: `Bearer ${camila.token}` },
    });

    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(JSON.stringify(await answers())).not.toContain('Camila');
  });

  it('a malformed key is a Portuguese 400 and nobody is called', async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha');
    for (const key of ['curta', 'com espaço e acento ç', 'x'.repeat(129)]) {
      const answer = await callNext(app, owner, queueId, key);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().message).toBe(PRESS_KEY_INVALID);
    }
    expect(await lineup(app, owner, queueId)).toEqual([['Camila Rocha', 1, 'a']]);
  });

  it('a refused press records nothing: the same key can try again once there is someone to call', async () => {
    const { app, owner, queueId } = await barbershopWith();
    const empty = await callNext(app, owner, queueId, 'retry-key-00001');
    expect(empty.statusCode).toBe(400);
    await joined(app, await newClient(app, 'Camila Rocha'), queueId);

    const retried = await callNext(app, owner, queueId, 'retry-key-00001');

    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.nome).toBe('Camila Rocha');
  });

  it('keys are forgotten after a day', async () => {
    const { app, owner, queueId } = await barbershopWith('Camila Rocha', 'Diego Alves');
    await callNext(app, owner, queueId, 'old-press-key-01');
    ctx().clock.advance(PRESS_KEYS_KEPT_MS + 1);

    expect(await pruneCounterPresses(app.services)).toBe(1);
    const again = await callNext(app, owner, queueId, 'old-press-key-01');
    expect(again.json().data.nome).toBe('Diego Alves');
  });
});
