import { PERIOD_MESSAGES, type PeriodPreset, periodErrors, presetPeriod } from '@vez/domain';

export type FixedPreset = Exclude<PeriodPreset, 'personalizado'>;

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  '7dias': 'Últimos 7 dias',
  '30dias': 'Últimos 30 dias',
  personalizado: 'Personalizado',
};

export const PRESETS = Object.keys(PRESET_LABELS) as PeriodPreset[];

const FIXED: readonly FixedPreset[] = ['hoje', 'ontem', '7dias', '30dias'];

/** A period the dashboard can ask for: whole Brasília days, inclusive. */
export interface DayRange {
  de: string;
  ate: string;
}

export interface CustomErrors {
  de?: string;
  ate?: string;
}

/** What the address says: a preset, or two dates (valid, or with the schema's messages). */
export type PeriodChoice =
  | { preset: FixedPreset; range: DayRange }
  | { preset: 'personalizado'; range: DayRange; errors?: undefined }
  | { preset: 'personalizado'; range: null; draft: { de: string; ate: string }; errors: CustomErrors };

/** The same checks (and messages) as the server's `?de&ate`, for the Personalizado fields. */
export function validateCustom(de: string, ate: string): { range: DayRange } | { errors: CustomErrors } {
  // Both empty is "today" to the server; here the user chose Personalizado, so both are needed.
  if (!de && !ate) return { errors: { de: PERIOD_MESSAGES.bothDays } };
  // The server's rules without its schema library: the dashboard reads its address before the first paint.
  const errors = periodErrors(de || undefined, ate || undefined);
  if (!errors.de && !errors.ate) return { range: { de, ate } };
  return { errors };
}

/**
 * Reads the period from the address (`?periodo=7dias`, or `?de=AAAA-MM-DD&ate=AAAA-MM-DD`); anything
 * else is today. Presets are resolved on `now`'s Brasília day.
 */
export function periodFromSearch(search: URLSearchParams, now: number): PeriodChoice {
  const de = search.get('de');
  const ate = search.get('ate');
  if (de !== null || ate !== null) {
    const checked = validateCustom(de ?? '', ate ?? '');
    if ('range' in checked) return { preset: 'personalizado', range: checked.range };
    return {
      preset: 'personalizado',
      range: null,
      draft: { de: de ?? '', ate: ate ?? '' },
      errors: checked.errors,
    };
  }
  const named = search.get('periodo');
  const preset = FIXED.find((candidate) => candidate === named) ?? 'hoje';
  const { de: from, ate: to } = presetPeriod(preset, now);
  return { preset, range: { de: from, ate: to } };
}

/** The address of a choice: today needs nothing, a preset is named, a custom period carries its dates. */
export function searchOf(
  choice: { preset: FixedPreset } | { preset: 'personalizado'; range: DayRange },
): string {
  if (choice.preset === 'personalizado') return `?de=${choice.range.de}&ate=${choice.range.ate}`;
  return choice.preset === 'hoje' ? '' : `?periodo=${choice.preset}`;
}

/** `?de=..&ate=..` of an API call. */
export function periodQuery(range: DayRange): string {
  return `de=${range.de}&ate=${range.ate}`;
}
