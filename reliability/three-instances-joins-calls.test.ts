import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Account,
  callNext,
  createQueue,
  join,
  lineup,
  type Outcome,
  registerEstablishment,
} from './support/api';
import { type Deployment, startDeployment } from './support/deployment';
import { describePostgres } from './support/postgres-database';
import { seedClients } from './support/seed-clients';

const PEOPLE = 1000;
/** Simultaneous 'Chamar próximo' clicks on each of the three instances. */
const CALLS_PER_INSTANCE = 50;

const isOk = (o: Outcome) => typeof o.status === 'number' && o.status < 300;
const isServerError = (o: Outcome) => o.status === 'no-answer' || (o.status as number) >= 500;

describePostgres('three instances on PostgreSQL + Redis: joins and calls', () => {
  let deployment: Deployment;
  let clients: Account[];
  const base = (i: number) => deployment.instances[i % deployment.instances.length]!.baseUrl;

  beforeAll(async () => {
    deployment = await startDeployment({ dialect: 'postgres', instances: 3, redis: true });
    clients = await seedClients(deployment.database, PEOPLE);
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it('gives 1,000 people joining at once over three instances the exact positions 1..1000', async () => {
    // An establishment per test: the free plan allows one open queue.
    const owner = await registerEstablishment(base(1));
    const queueId = await createQueue(base(1), owner, { nome: 'Fila dos mil' });
    const outcomes = await Promise.all(clients.map((client, i) => join(base(i), client, queueId)));
    expect(
      outcomes.filter((o) => !isOk(o)),
      deployment.logs(),
    ).toEqual([]);
    // Each person was told a different position, and together they are 1..1000.
    const told = outcomes.map((o) => (o as { body: { data: { position: number } } }).body.data.position);
    expect([...told].sort((a, b) => a - b)).toEqual(clients.map((_, i) => i + 1));
    // The owner's list, read on each instance, is the same dense line with everybody once.
    for (let i = 0; i < 3; i++) {
      const line = await lineup(base(i), owner, queueId);
      expect(line.map((entry) => entry.position)).toEqual(clients.map((_, n) => n + 1));
      expect(new Set(line.map((entry) => entry.nome)).size).toBe(PEOPLE);
    }
  });

  it("calls each person exactly once when 'Chamar próximo' is clicked on all three instances at once", async () => {
    const owner = await registerEstablishment(base(0));
    const queueId = await createQueue(base(0), owner, { nome: 'Fila das chamadas' });
    const group = clients.slice(0, 300);
    for (let i = 0; i < group.length; i += 100) {
      const outcomes = await Promise.all(
        group.slice(i, i + 100).map((client, n) => join(base(n), client, queueId)),
      );
      expect(outcomes.filter((o) => !isOk(o))).toEqual([]);
    }
    const before = await lineup(base(0), owner, queueId);

    const clicks = Array.from({ length: CALLS_PER_INSTANCE * 3 }, (_, i) =>
      callNext(base(i), owner, queueId),
    );
    const outcomes = await Promise.all(clicks);
    expect(
      outcomes.filter((o) => !isOk(o)),
      deployment.logs(),
    ).toEqual([]);
    const called = outcomes.map((o) => (o as { body: { data: { ticketId: number } } }).body.data.ticketId);
    // Nobody called twice, and exactly the first 150 in line, in any order.
    expect(new Set(called).size).toBe(called.length);
    expect([...called].sort((a, b) => a - b)).toEqual(
      before
        .slice(0, called.length)
        .map((entry) => entry.id)
        .sort((a, b) => a - b),
    );
    const after = await lineup(base(2), owner, queueId);
    expect(after.map((entry) => entry.id)).toEqual(before.slice(called.length).map((entry) => entry.id));
    expect(after.map((entry) => entry.position)).toEqual(after.map((_, i) => i + 1));
  });

  it('makes exactly as many calls as there are people when the clicks outnumber them', async () => {
    const owner = await registerEstablishment(base(2));
    const queueId = await createQueue(base(2), owner, { nome: 'Fila pequena' });
    const group = clients.slice(300, 330);
    expect((await Promise.all(group.map((c, i) => join(base(i), c, queueId)))).every(isOk)).toBe(true);

    const outcomes = await Promise.all(
      Array.from({ length: 90 }, (_, i) => callNext(base(i), owner, queueId)),
    );
    expect(outcomes.filter(isServerError), deployment.logs()).toEqual([]);
    const called = outcomes
      .filter(isOk)
      .map((o) => (o as { body: { data: { nome: string } } }).body.data.nome);
    // Each of the 30 once; every other click is told, in Portuguese, that nobody is waiting.
    expect([...called].sort()).toEqual(group.map((client) => client.name).sort());
    const refused = outcomes.filter((o) => !isOk(o)) as { status: number; body: { message: string } }[];
    expect(refused).toHaveLength(60);
    for (const answer of refused) expect(answer.status).toBeLessThan(500);
    expect(await lineup(base(0), owner, queueId)).toEqual([]);
  });
});
