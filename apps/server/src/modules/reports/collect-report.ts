import type {
  AdvancedStatsView,
  EstablishmentStatsView,
  HourlyServedRow,
  PaidAdvancesView,
  QueueStatsRow,
  ReportPeriod,
} from '@vez/domain';
import type { AppServices } from '../../app-services';
import { getAdvancedStats } from './get-advanced-stats';
import { getEstablishmentStats } from './get-establishment-stats';
import { getHourlyServed } from './get-hourly-served';
import { getPaidAdvances } from './get-paid-advances';
import { getQueueStats } from './get-queue-stats';

/** Everything one report file shows: the same figures as the dashboard, for one period. */
export interface ReportData {
  establishmentName: string;
  period: ReportPeriod;
  generatedAt: number;
  stats: EstablishmentStatsView;
  queues: QueueStatsRow[];
  hourly: HourlyServedRow[];
  advanced: AdvancedStatsView;
  advances: PaidAdvancesView;
}

export async function collectReport(
  services: Pick<AppServices, 'reports' | 'subscriptions' | 'establishments' | 'clock'>,
  establishmentId: number,
  period: ReportPeriod,
): Promise<ReportData> {
  const establishment = await services.establishments.findById(establishmentId);
  return {
    establishmentName: establishment?.legal_name ?? '',
    period,
    generatedAt: services.clock.now(),
    stats: await getEstablishmentStats(services, establishmentId, period),
    queues: await getQueueStats(services, establishmentId, period),
    hourly: await getHourlyServed(services, establishmentId, period),
    advanced: await getAdvancedStats(services, establishmentId, period),
    advances: await getPaidAdvances(services, establishmentId, period),
  };
}

export const STATUS_LABELS: Record<QueueStatsRow['status'], string> = {
  ativa: 'Ativa',
  pausada: 'Pausada',
  agendada: 'Programada',
  encerrada: 'Encerrada',
};

export const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
