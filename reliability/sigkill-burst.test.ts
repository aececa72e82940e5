import { afterEach, describe, expect, it } from 'vitest';
import {
  type Account,
  callNext,
  clientView,
  createQueue,
  join,
  lineup,
  type Outcome,
  registerEstablishment,
} from './support/api';
import { type Deployment, startDeployment } from './support/deployment';
import { describePostgres } from './support/postgres-database';
import { seedClients } from './support/seed-clients';

/** People who try to join in the burst, and how many acknowledgements the process lives to send. */
const JOINS = 400;
const KILL_AFTER_ACKS = 160;
/** Waiting before the burst, so the calls fired during it have someone to call. */
const ALREADY_WAITING = 20;
const CALL_EVERY = 10;

let deployment: Deployment | null = null;
afterEach(async () => {
  await deployment?.close();
  deployment = null;
});

const acknowledged = (outcome: Outcome) => typeof outcome.status === 'number' && outcome.status < 300;

function sigkillSuite(dialect: 'sqlite' | 'postgres') {
  it('keeps every acknowledged join and call after a SIGKILL mid-burst: dense positions, nobody twice', async () => {
    deployment = await startDeployment({ dialect, instances: 1 });
    const first = deployment.instances[0]!;
    const owner = await registerEstablishment(first.baseUrl);
    const queueId = await createQueue(first.baseUrl, owner);
    const clients = await seedClients(deployment.database, ALREADY_WAITING + JOINS + 1);
    const latecomer = clients.pop() as Account;
    const byName = new Map(clients.map((client) => [client.name, client]));
    for (const client of clients.slice(0, ALREADY_WAITING)) {
      expect(acknowledged(await join(first.baseUrl, client, queueId))).toBe(true);
    }

    // The burst: every join at once, with a 'Chamar próximo' fired after every tenth, until the process dies.
    const ackedJoins = new Map<number, Account>();
    const ackedCalls: { ticketId: number; nome: string }[] = [];
    let killing: Promise<void> | null = null;
    const calls: Promise<void>[] = [];
    const burst = clients.slice(ALREADY_WAITING).map(async (client, i) => {
      if (i % CALL_EVERY === 0) {
        calls.push(
          callNext(first.baseUrl, owner, queueId).then((outcome) => {
            if (acknowledged(outcome) && typeof outcome.status === 'number')
              ackedCalls.push(outcome.body.data);
          }),
        );
      }
      const outcome = await join(first.baseUrl, client, queueId);
      if (!acknowledged(outcome) || typeof outcome.status !== 'number') return outcome;
      ackedJoins.set(outcome.body.data.ticketId, client);
      if (ackedJoins.size >= KILL_AFTER_ACKS && !killing) killing = first.kill('SIGKILL');
      return outcome;
    });
    const outcomes = await Promise.all(burst);
    await Promise.all(calls);
    await killing;
    const unanswered = outcomes.filter((o) => o.status === 'no-answer').length;
    console.info(
      `[${dialect}] SIGKILL after ${ackedJoins.size}/${JOINS} joins and ${ackedCalls.length} calls acknowledged; ${unanswered} joins never answered`,
    );
    // The kill landed mid-burst: some joins were acknowledged, some never answered.
    expect(ackedJoins.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(unanswered, first.log()).toBeGreaterThan(0);
    expect(outcomes.filter((o) => typeof o.status === 'number' && o.status >= 500)).toEqual([]);
    expect(ackedCalls.length).toBeGreaterThan(0);

    const restarted = await deployment.startInstance();
    const base = restarted.baseUrl;
    const waiting = await lineup(base, owner, queueId);
    // Dense positions 1..n, one ticket each, nobody twice.
    expect(waiting.map((entry) => entry.position)).toEqual(waiting.map((_, i) => i + 1));
    expect(new Set(waiting.map((entry) => entry.nome)).size).toBe(waiting.length);
    expect(new Set(waiting.map((entry) => entry.id)).size).toBe(waiting.length);
    // The counters the queue page shows agree with the line after the crash.
    expect((await clientView(base, latecomer, queueId)).clientes_na_fila).toBe(waiting.length);

    // Every acknowledged call stays called: the called person sees it, and is not in the line.
    const waitingIds = new Set(waiting.map((entry) => entry.id));
    const calledIds = new Set(ackedCalls.map((call) => call.ticketId));
    expect(calledIds.size).toBe(ackedCalls.length);
    for (const call of ackedCalls) {
      expect(waitingIds.has(call.ticketId)).toBe(false);
      const view = await clientView(base, byName.get(call.nome) as Account, queueId);
      expect(view.minhaPosicao).toBeNull();
      expect(view.meuUltimoTicket).toMatchObject({ ticketId: call.ticketId, status: 'called' });
    }
    // Every acknowledged join is there: still waiting, or called (acknowledged or not) and told so.
    for (const [ticketId, client] of ackedJoins) {
      if (waitingIds.has(ticketId)) continue;
      const view = await clientView(base, client, queueId);
      expect(view.meuUltimoTicket, `${client.name} (bilhete ${ticketId}) sumiu`).toMatchObject({
        ticketId,
        status: 'called',
      });
    }

    // And the queue goes on: the next person to join is right behind the last one.
    const after = await join(base, latecomer, queueId);
    expect(after.status).toBe(201);
    expect((after as { body: { data: { position: number } } }).body.data.position).toBe(waiting.length + 1);
  });
}

describe('SIGKILL during a burst of joins and calls [sqlite]', () => sigkillSuite('sqlite'));
describePostgres('SIGKILL during a burst of joins and calls [postgres]', () => sigkillSuite('postgres'));
