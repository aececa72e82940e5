import type { QueueStatsRow } from '@vez/domain';
import { brasiliaDate, brasiliaTime, formatMinutes, formatOneDecimal } from '../../lib/format';

/** The status words of the dashboard and its reports: a scheduled queue is 'Programada'. */
export function queueStatusLabel(status: QueueStatsRow['status']): string {
  switch (status) {
    case 'ativa':
      return 'Ativa';
    case 'pausada':
      return 'Pausada';
    case 'agendada':
      return 'Programada';
    case 'encerrada':
      return 'Encerrada';
  }
}

/** 'N min' of a measured figure, or 'Sem dados' when nothing was measured. */
export function minutesOrNoData(minutes: number | null): string {
  return minutes === null ? 'Sem dados' : formatMinutes(minutes);
}

/** "12,5%" with one decimal at most. */
export function formatPercent(value: number): string {
  return `${formatOneDecimal(value)}%`;
}

/** "DD/MM/AAAA HH:MM" in Brasília time (the establishment's days and hours are Brasília's). */
export function formatDateTimeBrasilia(iso: string): string {
  return `${brasiliaDate(iso)} ${brasiliaTime(iso)}`;
}

/** "AAAA-MM-DD" -> "DD/MM/AAAA". */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** "AAAA-MM-DD" -> "DD/MM", for chart axes. */
export function formatShortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** The period as a sentence: "10/03/2026" or "01/03/2026 a 10/03/2026". */
export function describeRange(range: { de: string; ate: string }): string {
  return range.de === range.ate ? formatDay(range.de) : `${formatDay(range.de)} a ${formatDay(range.ate)}`;
}

export const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

/** "8h", for the heatmap's columns. */
export function hourLabel(hour: number): string {
  return `${hour}h`;
}
