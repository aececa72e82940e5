import { DAY_MS, daysRemaining, planInForce, planOf } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { enqueueEmail } from '../outbox/enqueue-email';
import { expiringEmail, lapsedEmail } from './plan-emails';

/** The warning goes out when a plan in force has at most this long left (and nothing follows it). */
export const EXPIRY_WARNING_MS = 7 * DAY_MS;
/** A lapse older than this is history, not news: a server started after a long stop stays quiet. */
const LAPSE_NEWS_MS = 3 * DAY_MS;

type Services = Pick<
  AppServices,
  'subscriptions' | 'establishments' | 'outbox' | 'clock' | 'config' | 'settings'
>;

/**
 * Scheduler job: tells establishments before their plan ends (7 days before) and when it has ended.
 * Each notice is written to the outbox under a key naming the establishment and the expiry it is about
 * (`plan-expiring:{id}:{expiry}`, `plan-lapsed:{id}:{expiry}`), so however many instances run the job,
 * and however often, each is sent once per expiry; a renewal moves the expiry and earns a new warning.
 */
export async function sendPlanNotices(services: Services): Promise<number> {
  const now = services.clock.now();
  const candidates = await services.subscriptions.establishmentsWithPeriodsEnding(
    now - LAPSE_NEWS_MS,
    now + EXPIRY_WARNING_MS,
  );
  let written = 0;
  for (const establishmentId of candidates) {
    const periods = await services.subscriptions.listSince(establishmentId, now - LAPSE_NEWS_MS);
    const inForce = planInForce(periods, now);
    const establishment = await services.establishments.findById(establishmentId);
    if (!establishment || establishment.deleted_at !== null) continue;
    // Notices are not part of a payment: an establishment that turned e-mails off gets none.
    if (!(await services.settings.wantsEmail('estabelecimento', establishmentId))) continue;
    const plansUrl = `${services.config.publicUrl}/estabelecimento/planos`;
    if (inForce) {
      if (inForce.next || inForce.expiresAt - now > EXPIRY_WARNING_MS) continue;
      const planName = planOf(inForce.planId).name;
      const wrote = await enqueueEmail(services.outbox, {
        key: `plan-expiring:${establishmentId}:${inForce.expiresAt}`,
        to: establishment.email,
        now,
        content: expiringEmail({
          establishmentName: establishment.legal_name,
          planName,
          expiresAt: inForce.expiresAt,
          daysLeft: daysRemaining(inForce.expiresAt, now),
          plansUrl,
        }),
      });
      if (wrote) written++;
      continue;
    }
    const ended = periods.filter((p) => p.expiresAt <= now).sort((a, b) => b.expiresAt - a.expiresAt)[0];
    if (!ended) continue;
    const wrote = await enqueueEmail(services.outbox, {
      key: `plan-lapsed:${establishmentId}:${ended.expiresAt}`,
      to: establishment.email,
      now,
      content: lapsedEmail({
        establishmentName: establishment.legal_name,
        planName: planOf(ended.planId).name,
        expiredAt: ended.expiresAt,
        plansUrl,
      }),
    });
    if (wrote) written++;
  }
  return written;
}
