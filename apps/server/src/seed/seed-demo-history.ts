import { brasiliaDay, brasiliaDayStart, brasiliaHourAndWeekday } from '@vez/domain';
import type { AppServices } from '../app-services';
import type { Authenticated } from '../modules/auth/authenticate';
import { callNext } from '../modules/queues/calling/call-next';
import { listRecentCalls, markNoShow } from '../modules/queues/calling/recent-calls';
import { joinQueue } from '../modules/queues/joining/join-queue';
import { leaveQueue } from '../modules/queues/joining/leave-queue';
import { DEMO_PEOPLE } from './demo-catalogue';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A small deterministic generator (mulberry32): the same history on every start. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Arrivals per hour: quiet mornings, a lunch peak, a busy end of the afternoon; Saturdays busier, Sundays closed. */
function arrivalsAt(hour: number, weekday: number, random: () => number): number {
  if (weekday === 0) return 0;
  const base = hour >= 12 && hour < 14 ? 2.2 : hour >= 17 ? 2.6 : 1.1;
  return Math.floor(base * (weekday === 6 ? 1.5 : 1) + random() * 1.6);
}

interface Waiting {
  person: number;
  leavesAt: number | null;
}

/**
 * Weeks of past service for a demo queue, replayed through the queue's own use cases on a clock set in
 * the past (joins, calls every 12–24 minutes by one barber, some people giving up, a few no-shows), so
 * the dashboard's charts, heatmap, per-day volume and estimate accuracy show figures the product itself
 * recorded — nothing drawn on screen is invented (docs/reports.md). Each day ends with nobody waiting.
 */
export async function seedQueueHistory(
  realServices: AppServices,
  owner: Authenticated,
  queueId: number,
  people: number[],
  days: number,
) {
  const random = generator(20_261_124 + queueId);
  let now = 0;
  const services: AppServices = { ...realServices, clock: { now: () => now } };
  const todayStart = brasiliaDayStart(brasiliaDay(realServices.clock.now()));
  const client = (index: number): Authenticated => ({
    userType: 'cliente',
    userId: people[index] as number,
    sessionId: 'seed',
  });

  for (let d = days; d >= 1; d--) {
    const dayStart = todayStart - d * DAY;
    const { weekday } = brasiliaHourAndWeekday(dayStart);
    const arrivals: number[] = [];
    for (let hour = 9; hour < 19; hour++) {
      for (let n = arrivalsAt(hour, weekday, random); n > 0; n--)
        arrivals.push(dayStart + hour * HOUR + Math.floor(random() * HOUR));
    }
    arrivals.sort((a, b) => a - b);
    const line: Waiting[] = [];
    let freeAt = dayStart + 9 * HOUR;
    let next = 0;
    while (next < arrivals.length || line.length > 0) {
      const arrival = arrivals[next] ?? Number.POSITIVE_INFINITY;
      const leaving = line
        .filter((w) => w.leavesAt !== null)
        .sort((a, b) => (a.leavesAt ?? 0) - (b.leavesAt ?? 0))[0];
      const callAt = line.length > 0 ? Math.max(freeAt, now) : Number.POSITIVE_INFINITY;
      now = Math.min(arrival, leaving?.leavesAt ?? Number.POSITIVE_INFINITY, callAt);
      if (now === arrival) {
        next++;
        const busy = new Set(line.map((w) => w.person));
        const person =
          [...DEMO_PEOPLE.keys()].find((i) => !busy.has(i) && random() < 0.5) ??
          [...DEMO_PEOPLE.keys()].find((i) => !busy.has(i));
        if (person === undefined) continue;
        const who = DEMO_PEOPLE[person]!;
        await joinQueue(services, client(person), queueId, {
          nome: who.nome,
          telefone: '11987654321',
          email: who.email,
          isGroup: false,
          groupMembers: [],
        });
        line.push({
          person,
          leavesAt: random() < 0.12 ? now + Math.floor((5 + random() * 25) * MINUTE) : null,
        });
      } else if (leaving && now === leaving.leavesAt) {
        await leaveQueue(services, client(leaving.person), queueId);
        line.splice(line.indexOf(leaving), 1);
      } else {
        line.shift();
        await callNext(services, queueId);
        freeAt = now + Math.floor((12 + random() * 12) * MINUTE);
        if (random() < 0.05) {
          const [called] = await listRecentCalls(services, owner, queueId);
          if (called) await markNoShow(services, owner, queueId, called.ticketId);
        }
      }
    }
  }
}
