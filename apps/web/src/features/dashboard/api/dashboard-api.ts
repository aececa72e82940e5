import type {
  AdvancedStatsView,
  EstablishmentStatsView,
  HourlyServedRow,
  PaidAdvancesView,
  QueueStatsRow,
} from '@vez/domain';
import { apiRequest, type DownloadedFile, getBlob } from '../../../lib/api/client';
import { type DayRange, periodQuery } from '../period';
import { hourlyPath, queueStatsPath, statsPath } from './dashboard-paths';

interface Data<T> {
  data: T;
}

async function read<T>(path: string, signal?: AbortSignal): Promise<T> {
  const body = await apiRequest<Data<T>>(path, { role: 'estabelecimento', signal });
  return body.data;
}

export function fetchStats(range: DayRange, signal?: AbortSignal) {
  return read<EstablishmentStatsView>(statsPath(range), signal);
}

export function fetchHourly(establishmentId: number, range: DayRange, signal?: AbortSignal) {
  return read<HourlyServedRow[]>(hourlyPath(establishmentId, range), signal);
}

export function fetchQueueStats(range: DayRange, signal?: AbortSignal) {
  return read<QueueStatsRow[]>(queueStatsPath(range), signal);
}

export function fetchAdvanced(range: DayRange, signal?: AbortSignal) {
  return read<AdvancedStatsView>(`/api/establishments/stats/avancado?${periodQuery(range)}`, signal);
}

export function fetchPaidAdvances(range: DayRange, signal?: AbortSignal) {
  return read<PaidAdvancesView>(`/api/establishments/stats/avancos?${periodQuery(range)}`, signal);
}

export type ReportFormat = 'pdf' | 'xlsx';

/** A report is built on the server; give it more than the usual 30 s on a long period. */
const REPORT_TIMEOUT_MS = 120_000;

export function reportPath(format: ReportFormat, range: DayRange): string {
  return `/api/establishments/relatorio.${format}?${periodQuery(range)}`;
}

export function downloadReport(format: ReportFormat, range: DayRange): Promise<DownloadedFile> {
  return getBlob(reportPath(format, range), { role: 'estabelecimento', timeoutMs: REPORT_TIMEOUT_MS });
}
