/** Brasília has no daylight saving time since 2019: days and hours are UTC-3. */
export const BRASILIA_OFFSET_MS = -3 * 3_600_000;
const DAY_MS = 86_400_000;

export type PeriodPreset = 'hoje' | 'ontem' | '7dias' | '30dias' | 'personalizado';

/** A report period: whole Brasília days `de`..`ate` (inclusive), as an instant range [from, to). */
export interface ReportPeriod {
  de: string;
  ate: string;
  from: number;
  to: number;
}

/** "AAAA-MM-DD" of the Brasília day an instant falls in. */
export function brasiliaDay(epochMs: number): string {
  return new Date(epochMs + BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Brasília day starts. */
export function brasiliaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - BRASILIA_OFFSET_MS;
}

/** Hour of the day (0–23) and weekday (0 = domingo) of an instant, in Brasília. */
export function brasiliaHourAndWeekday(epochMs: number): { hour: number; weekday: number } {
  const local = new Date(epochMs + BRASILIA_OFFSET_MS);
  return { hour: local.getUTCHours(), weekday: local.getUTCDay() };
}

/**
 * An instant as Brasília wall-clock time: a Date whose UTC fields read the time in Brasília, for formats
 * that carry no time zone (a spreadsheet's date cells).
 */
export function brasiliaWallClock(epochMs: number): Date {
  return new Date(epochMs + BRASILIA_OFFSET_MS);
}

export function periodOf(de: string, ate: string): ReportPeriod {
  return { de, ate, from: brasiliaDayStart(de), to: brasiliaDayStart(ate) + DAY_MS };
}

/**
 * The name of a report's file, which says its period: `vez-relatorio-2026-11-01-a-2026-11-28.pdf`, or
 * `vez-relatorio-2026-11-28.pdf` for one day. The server's download and the web's fallback share it.
 */
export function reportFileName(period: { de: string; ate: string }, extension: 'pdf' | 'xlsx'): string {
  const days = period.de === period.ate ? period.ate : `${period.de}-a-${period.ate}`;
  return `vez-relatorio-${days}.${extension}`;
}

/** The period a preset names on `now`'s Brasília day. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'personalizado'>, now: number): ReportPeriod {
  const today = brasiliaDay(now);
  const daysBefore = (n: number) => brasiliaDay(brasiliaDayStart(today) - n * DAY_MS);
  switch (preset) {
    case 'hoje':
      return periodOf(today, today);
    case 'ontem':
      return periodOf(daysBefore(1), daysBefore(1));
    case '7dias':
      return periodOf(daysBefore(6), today);
    case '30dias':
      return periodOf(daysBefore(29), today);
  }
}

/** The longest period a report covers at once (one year and a day, so a whole year fits). */
export const MAX_PERIOD_DAYS = 366;

export function resolvePeriod(query: { de?: string; ate?: string }, now: number): ReportPeriod {
  return query.de && query.ate ? periodOf(query.de, query.ate) : presetPeriod('hoje', now);
}

/** The period's messages (`?de&ate`, 'Personalizado'): the schema and the dashboard's fields share them. */
export const PERIOD_MESSAGES = {
  dayFormat: 'Data inválida (use AAAA-MM-DD)',
  day: 'Data inválida',
  bothDays: 'Informe as duas datas do período',
  order: 'A data final deve ser igual ou posterior à inicial',
  tooLong: `O período pode ter no máximo ${MAX_PERIOD_DAYS} dias`,
} as const;

/** What is wrong with one day of a period, or null. */
export function periodDayError(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return PERIOD_MESSAGES.dayFormat;
  const start = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(start) || !new Date(start).toISOString().startsWith(value)) return PERIOD_MESSAGES.day;
  return null;
}

export type PeriodErrors = { de?: string; ate?: string };

/**
 * The checks of `?de&ate` without a schema library (a screen that only reads its address needs none):
 * each day on its own first, then the pair (both or neither, in order, at most MAX_PERIOD_DAYS).
 */
export function periodErrors(de: string | undefined, ate: string | undefined): PeriodErrors {
  const errors: PeriodErrors = {};
  const deError = de === undefined ? null : periodDayError(de);
  const ateError = ate === undefined ? null : periodDayError(ate);
  if (deError) errors.de = deError;
  if (ateError) errors.ate = ateError;
  if (deError || ateError) return errors;
  if ((de === undefined) !== (ate === undefined)) return { [de ? 'ate' : 'de']: PERIOD_MESSAGES.bothDays };
  if (de === undefined || ate === undefined) return errors;
  if (de > ate) return { ate: PERIOD_MESSAGES.order };
  if ((Date.parse(ate) - Date.parse(de)) / DAY_MS >= MAX_PERIOD_DAYS) return { ate: PERIOD_MESSAGES.tooLong };
  return errors;
}
