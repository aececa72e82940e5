import { createHmac } from 'node:crypto';
import {
  createQueueSchema,
  DAY_MS,
  findPlanBySlug,
  onlyDigits,
  registerClientSchema,
  registerEstablishmentSchema,
  TEST_CARD_APPROVED,
} from '@vez/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../app-services';
import type { AppConfig } from '../config/config';
import type { Authenticated } from '../modules/auth/authenticate';
import { registerClient } from '../modules/auth/register-client';
import { registerEstablishment } from '../modules/auth/register-establishment';
import { admitGuest } from '../modules/guests/admit-guest';
import { hashKioskToken } from '../modules/kiosks/manage-kiosks';
import { findLanAddress, resolveSentLinkBase } from '../modules/links/resolve-link-base';
import { createAdvancePreference } from '../modules/payments/create-advance-preference';
import { paySimulatedCheckout } from '../modules/payments/pay-simulated-checkout';
import { subscribeToPlan } from '../modules/plans/subscribe-to-plan';
import { callNext } from '../modules/queues/calling/call-next';
import { changeQueueStatus } from '../modules/queues/editing/change-queue-status';
import { closeQueue } from '../modules/queues/editing/close-queue';
import { createQueue } from '../modules/queues/editing/create-queue';
import { joinQueue } from '../modules/queues/joining/join-queue';
import { createServicePoint } from '../modules/service-points/create-service-point';
import { updateServicePoint } from '../modules/service-points/update-service-point';
import { acceptInvitation } from '../modules/team/accept-invitation';
import { sendInvitation } from '../modules/team/invite-member';
import {
  DEMO_ESTABLISHMENTS,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  type DemoEstablishment,
  demoCnpj,
} from './demo-catalogue';
import { seedQueueHistory } from './seed-demo-history';

/** The demo client documented in the README. */
export const DEMO_CLIENT = {
  nome_usuario: 'Ana Demonstração',
  cpf: '52998224725',
  data_nascimento: '1992-05-14',
  telefone_usuario: '11987654321',
  email_usuario: 'cliente@vez.demo',
  senha_usuario: DEMO_PASSWORD,
  cep_usuario: '01310100',
  endereco_usuario: 'Avenida Paulista',
  numero_usuario: '1000',
  bairro_usuario: 'Bela Vista',
  cidade_usuario: 'São Paulo',
  uf_usuario: 'SP',
};

const as = (userType: Authenticated['userType'], userId: number): Authenticated => ({
  userType,
  userId,
  sessionId: 'seed',
});

async function ensureClient(services: AppServices, person: { nome: string; email: string; cpf: string }) {
  const existing = await services.users.findByEmail(person.email);
  if (existing) return existing.id;
  const payload = { ...DEMO_CLIENT, nome_usuario: person.nome, email_usuario: person.email, cpf: person.cpf };
  const created = await registerClient(services, registerClientSchema.parse(payload));
  if (!created) throw new Error(`conta de demonstração ${person.email} já existe`);
  return created.id;
}

/** Creates one demo establishment with its queues; returns its first active queue, if any. */
async function seedEstablishment(
  realServices: AppServices,
  demo: DemoEstablishment,
  people: number[],
  log: FastifyBaseLogger,
) {
  let firstActive: number | null = null;
  // The history (people served) is replayed over the last hours at the queue's pace, so the statistics
  // the demo shows come from believable times rather than a burst of calls in one millisecond.
  const realNow = realServices.clock.now();
  let replayed = realNow - 3 * 3_600_000;
  const services: AppServices = { ...realServices, clock: { now: () => Math.min(replayed, realNow) } };
  const { queues, cnpjBase: _base, email, descricao, plano, pontos, ...fields } = demo;
  const created = await registerEstablishment(
    services,
    registerEstablishmentSchema.parse({
      ...fields,
      cnpj: demoCnpj(demo),
      email_empresa: email,
      senha_empresa: DEMO_PASSWORD,
      telefone_empresa: '1133334444',
    }),
  );
  // The seed only runs on a database without the demo accounts (it checks first).
  if (!created) throw new Error(`conta de demonstração ${email} já existe`);
  await services.database.db
    .updateTable('establishments')
    .set({ description: descricao })
    .where('id', '=', created.id)
    .execute();
  const owner = as('estabelecimento', created.id);
  if (plano) await seedPlan(services, owner, demo, plano);
  // Named first, given each queue as it opens (issue 37).
  const points: { id: number; queues: string[]; serving: number[] }[] = [];
  for (const point of pontos ?? []) {
    const made = await createServicePoint(services, owner, created.id, { nome: point.nome });
    points.push({ id: made.id, queues: point.filas, serving: [] });
  }
  for (const queue of queues) {
    const input: Record<string, unknown> = {
      nome: queue.nome,
      descricao: queue.descricao,
      tempo_estimado: queue.tempo_estimado,
      valor_avancos: queue.valor_avancos ?? 10,
      chamada_automatica: queue.chamada_automatica ?? false,
      intervalo_chamada: 5,
      ...(queue.status === 'agendada' ? { abrir_agora: false, horario_abertura: '08:00' } : {}),
    };
    const row = await createQueue(services, owner, createQueueSchema.parse(input));
    const pointsHere = points.filter((point) => point.queues.includes(queue.nome));
    for (const point of pointsHere) {
      point.serving.push(row.id);
      await updateServicePoint(services, owner, created.id, point.id, { filas: point.serving });
    }
    const joinAs = async (index: number, members: string[] = []) => {
      const person = DEMO_PEOPLE[index] ?? DEMO_PEOPLE[0]!;
      await joinQueue(services, as('cliente', people[index] as number), row.id, {
        nome: person.nome,
        telefone: '11987654321',
        email: person.email,
        isGroup: members.length > 0,
        groupMembers: members.map((nome, i) => ({
          nome,
          dataNascimento: `2012-03-1${i}`,
          cpf: DEMO_PEOPLE[(index + i + 3) % DEMO_PEOPLE.length]!.cpf,
        })),
      });
    };
    if (queue.historyDays) await seedQueueHistory(realServices, owner, row.id, people, queue.historyDays);
    for (const [turn, index] of (queue.served ?? []).entries()) {
      await joinAs(index);
      replayed += queue.tempo_estimado * 60_000;
      // The chairs take turns, so the TV panel and the history show where each person went.
      await callNext(services, row.id, { pointId: pointsHere[turn % Math.max(pointsHere.length, 1)]?.id });
    }
    replayed = realNow;
    for (const entry of queue.waiting)
      await (Array.isArray(entry) ? joinAs(entry[0], entry[1]) : joinAs(entry));
    if (queue.paidAdvance !== undefined)
      await seedPaidAdvance(services, row.id, people[queue.paidAdvance] as number);
    for (const guest of queue.guests ?? []) {
      await admitGuest(
        services,
        row.id,
        {
          name: guest.nome,
          phone: guest.telefone ?? '',
          email: '',
          partySize: guest.pessoas ?? 1,
          origin: guest.origem,
          consent: false,
        },
        { url: services.config.publicUrl, origin: 'PUBLIC_URL' },
      );
    }
    if (queue.status === 'ativa') firstActive ??= row.id;
    if (queue.status === 'pausada') await changeQueueStatus(services, owner, row.id, 'pausada');
    if (queue.status === 'encerrada') await closeQueue(services, owner, row.id);
  }
  if (demo.kiosk) {
    await services.kiosks.insert({
      establishment_id: created.id,
      queue_id: null,
      token_hash: hashKioskToken(demoKioskToken(services.config.jwtSecret)),
      created_at: realNow,
    });
  }
  await seedTeam(realServices, owner, demo);
  log.info(`demo: ${demo.categoria.toLowerCase()} ${email} / ${DEMO_PASSWORD}`);
  for (const member of demo.equipe ?? []) {
    log.info(`demo: equipe de ${demo.nome_fantasia} (${member.papel}) ${member.email} / ${DEMO_PASSWORD}`);
  }
  return firstActive;
}

/**
 * The demo team (decision 070), through the Equipe page's use cases: each person invited under the plan's
 * limit and their invitation accepted with the demo password, so they log in at /login-estab.
 */
async function seedTeam(services: AppServices, owner: Authenticated, demo: DemoEstablishment) {
  for (const member of demo.equipe ?? []) {
    const { token } = await sendInvitation(services, owner, {
      nome: member.nome,
      email: member.email,
      papel: member.papel,
    });
    await acceptInvitation(services, { token, senha: DEMO_PASSWORD });
  }
}

/** A waiting demo client pays (test card) to move up one position, through the real checkout path. */
async function seedPaidAdvance(services: AppServices, queueId: number, clientId: number) {
  if (services.paymentProvider.name !== 'simulado') return;
  const client = as('cliente', clientId);
  const { paymentId } = await createAdvancePreference(services, client, { queueId, positions: 1 });
  await paySimulatedCheckout(services, client, paymentId, { numero: onlyDigits(TEST_CARD_APPROVED) });
}

/**
 * Buys the demo plan through the same use case as the payment page (test card, receipt in the outbox),
 * on a clock set back `paidDaysAgo` days; with Mercado Pago configured there is no test card, so the
 * period is written directly.
 */
async function seedPlan(
  seedServices: AppServices,
  owner: Authenticated,
  demo: DemoEstablishment,
  plano: NonNullable<DemoEstablishment['plano']>,
) {
  // Before the replayed history starts, so the plan is in force for every queue the seed opens.
  const paidAt = seedServices.clock.now() - plano.paidDaysAgo * DAY_MS;
  const services: AppServices = { ...seedServices, clock: { now: () => paidAt } };
  if (services.paymentProvider.name !== 'simulado') {
    const plan = findPlanBySlug(plano.slug)!;
    await services.subscriptions.insert({
      establishmentId: owner.userId,
      planId: plan.id,
      startsAt: paidAt,
      expiresAt: paidAt + plan.durationDays * DAY_MS,
      now: paidAt,
    });
    return;
  }
  await subscribeToPlan(services, owner, {
    plano: plano.slug,
    chave: `demo-plano-${demo.cnpjBase}`.replace(/[^A-Za-z0-9_-]/g, ''),
    empresa: {
      razao_social: demo.nome_empresa,
      cnpj: demoCnpj(demo),
      email: demo.email,
      telefone: '1133334444',
    },
    endereco: {
      cep: demo.cep_empresa,
      endereco: demo.endereco_empresa,
      numero: demo.numero_empresa,
      complemento: '',
      bairro: demo.bairro_empresa,
      cidade: demo.cidade_empresa,
      uf: demo.uf_empresa,
    },
    cartao: { numero: onlyDigits(TEST_CARD_APPROVED) },
  });
}

/**
 * Idempotent: creates what is missing and leaves what an earlier start created (and any edits) alone.
 * Everything goes through the same use cases as the API, so the demo obeys every rule.
 */
export async function seedDemoData(services: AppServices, log: FastifyBaseLogger): Promise<void> {
  const demoClientId = await ensureClient(services, {
    nome: DEMO_CLIENT.nome_usuario,
    email: DEMO_CLIENT.email_usuario,
    cpf: DEMO_CLIENT.cpf,
  });
  const people: number[] = [];
  for (const person of DEMO_PEOPLE) people.push(await ensureClient(services, person));
  for (const demo of DEMO_ESTABLISHMENTS) {
    if (await services.establishments.findByEmail(demo.email)) continue;
    const firstActive = await seedEstablishment(services, demo, people, log);
    // The demo client already waits in the first barbershop queue, so "Minhas Filas" has something to show.
    if (demo.plano?.paidDaysAgo === 0 && firstActive !== null) {
      await joinQueue(services, as('cliente', demoClientId), firstActive, {
        nome: DEMO_CLIENT.nome_usuario,
        telefone: DEMO_CLIENT.telefone_usuario,
        email: DEMO_CLIENT.email_usuario,
        isGroup: false,
        groupMembers: [],
      });
    }
  }
  log.info(`demo: cliente ${DEMO_CLIENT.email_usuario} / ${DEMO_PASSWORD}`);
  const kioskToken = demoKioskToken(services.config.jwtSecret);
  if (await services.kiosks.findByHash(hashKioskToken(kioskToken))) {
    for (const line of demoKioskLogLines(services.config, kioskToken)) log.info(line);
  }
}

/**
 * The start-up log's lines for the demo kiosk, like the app's own ('Vez em …' and 'No celular, na mesma
 * rede: …'): the link on PUBLIC_URL or localhost, and without PUBLIC_URL the same on this machine's LAN
 * address, which is what a tablet at the door can open (decision 064).
 */
export function demoKioskLogLines(
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured'>,
  token: string,
  lanAddress: () => string | null = findLanAddress,
): string[] {
  const path = `/quiosque/${token}`;
  const lines = [`demo: quiosque da barbearia ${config.publicUrl}${path}`];
  const onTheLan = resolveSentLinkBase(config, lanAddress);
  if (onTheLan.origin === 'rede-local') {
    lines.push(`demo: quiosque da barbearia, no tablet na mesma rede: ${onTheLan.url}${path}`);
  }
  return lines;
}

/**
 * The demo kiosk's token, the same at every start of one installation (derived from its secret), so the
 * start-up log can print its link again: a real kiosk's token is shown only once.
 */
export function demoKioskToken(secret: string): string {
  return createHmac('sha256', secret).update('vez-demo-quiosque').digest('base64url');
}
