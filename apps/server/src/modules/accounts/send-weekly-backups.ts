import { brasiliaDay } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { displayNameOf } from '../establishments/display-name';
import { enqueueEmail } from '../outbox/enqueue-email';

const DAY = 86_400_000;

/** "AAAA-Wnn": the ISO week of a Brasília day, the key that makes a backup weekly. */
export function isoWeekOf(epochMs: number): string {
  const day = new Date(`${brasiliaDay(epochMs)}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  const thursday = new Date(day.getTime() + (4 - weekday) * DAY);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / DAY + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Scheduler job: 'Backup automático' (decision 017). Every establishment that switched it on gets, once
 * per ISO week, an e-mail with its data as a spreadsheet (rendered when sent). One outbox row per
 * establishment and week (`backup:{id}:{AAAA-Wnn}`) makes it once with any number of instances.
 */
export async function sendWeeklyBackups(
  services: Pick<AppServices, 'settings' | 'establishments' | 'outbox' | 'clock' | 'config'>,
): Promise<number> {
  const now = services.clock.now();
  const week = isoWeekOf(now);
  let written = 0;
  for (const establishmentId of await services.settings.establishmentsWithBackup()) {
    const establishment = await services.establishments.findById(establishmentId);
    if (!establishment || establishment.deleted_at !== null) continue;
    if (!(await services.settings.wantsEmail('estabelecimento', establishmentId))) continue;
    const wrote = await enqueueEmail(services.outbox, {
      key: `backup:${establishmentId}:${week}`,
      to: establishment.email,
      now,
      content: {
        subject: `Vez — backup semanal (${week})`,
        greeting: `Olá, ${displayNameOf(establishment)}!`,
        paragraphs: [
          'Segue em anexo a cópia semanal dos dados do seu estabelecimento: dados da empresa, filas, atendimentos dos últimos 90 dias e pagamentos de planos.',
          'Você recebe este e-mail porque o Backup automático está ligado nas Configurações.',
        ],
        action: { label: 'Configurações', url: `${services.config.publicUrl}/estabelecimento/configuracoes` },
      },
      attachment: { kind: 'backup-xlsx', establishmentId, week },
    });
    if (wrote) written++;
  }
  return written;
}
