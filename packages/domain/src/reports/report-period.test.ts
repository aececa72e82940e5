import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brasiliaDay,
  brasiliaDayStart,
  brasiliaHourAndWeekday,
  brasiliaWallClock,
  periodErrors,
  periodOf,
  presetPeriod,
  reportFileName,
} from './report-period';
import { reportPeriodQuerySchema } from './report-period-schemas';

// 2026-11-24 01:30 UTC is still Monday the 23rd, 22:30, in Brasília.
const LATE_NIGHT = Date.UTC(2026, 10, 24, 1, 30);

describe('report periods in Brasília time', () => {
  it('puts an instant on its Brasília day, hour and weekday', () => {
    expect(brasiliaDay(LATE_NIGHT)).toBe('2026-11-23');
    expect(brasiliaHourAndWeekday(LATE_NIGHT)).toEqual({ hour: 22, weekday: 1 });
  });

  it('reads an instant as Brasília wall-clock time, for files without a time zone', () => {
    expect(brasiliaWallClock(LATE_NIGHT).toISOString()).toBe('2026-11-23T22:30:00.000Z');
    expect(brasiliaWallClock(brasiliaDayStart('2026-11-23')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('resolves the presets from the Brasília day of now', () => {
    expect(presetPeriod('hoje', LATE_NIGHT)).toMatchObject({ de: '2026-11-23', ate: '2026-11-23' });
    expect(presetPeriod('ontem', LATE_NIGHT)).toMatchObject({ de: '2026-11-22', ate: '2026-11-22' });
    expect(presetPeriod('7dias', LATE_NIGHT)).toMatchObject({ de: '2026-11-17', ate: '2026-11-23' });
    expect(presetPeriod('30dias', LATE_NIGHT)).toMatchObject({ de: '2026-10-25', ate: '2026-11-23' });
  });

  it('covers whole days: from 03:00 UTC of the first to 03:00 UTC after the last', () => {
    expect(periodOf('2026-11-23', '2026-11-23')).toEqual({
      de: '2026-11-23',
      ate: '2026-11-23',
      from: Date.UTC(2026, 10, 23, 3),
      to: Date.UTC(2026, 10, 24, 3),
    });
  });

  it('validates the query: both dates or none, real dates, in order, at most 366 days', () => {
    const messages = (query: Record<string, string>) => {
      const result = reportPeriodQuerySchema.safeParse(query);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({})).toEqual([]);
    expect(messages({ de: '2026-11-01', ate: '2026-11-30' })).toEqual([]);
    expect(messages({ de: '2026-11-01' })).toEqual(['Informe as duas datas do período']);
    expect(messages({ de: '2026-02-30', ate: '2026-03-01' })).toEqual(['Data inválida']);
    expect(messages({ de: '01/11/2026', ate: '2026-11-30' })).toEqual(['Data inválida (use AAAA-MM-DD)']);
    expect(messages({ de: '2026-11-30', ate: '2026-11-01' })).toEqual([
      'A data final deve ser igual ou posterior à inicial',
    ]);
    expect(messages({ de: '2025-01-01', ate: '2026-11-30' })).toEqual([
      'O período pode ter no máximo 366 dias',
    ]);
  });

  it('periodErrors (the dashboard check, without zod) says what the schema says, field by field', () => {
    const day = fc.oneof(
      fc
        .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-30', '2026-13-01', '01/11/2026', '', '2026-1-1', '2026-11-31'),
    );
    fc.assert(
      fc.property(fc.option(day, { nil: undefined }), fc.option(day, { nil: undefined }), (de, ate) => {
        const result = reportPeriodQuerySchema.safeParse({ de, ate });
        const fromSchema: Record<string, string> = {};
        if (!result.success)
          for (const issue of result.error.issues) fromSchema[String(issue.path[0])] ??= issue.message;
        expect(periodErrors(de, ate)).toEqual(fromSchema);
        expect(result.success ? [] : result.error.issues).toHaveLength(Object.keys(fromSchema).length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reportFileName', () => {
  it('names the period: its first and last day, or the one day', () => {
    expect(reportFileName({ de: '2026-11-01', ate: '2026-11-28' }, 'pdf')).toBe(
      'vez-relatorio-2026-11-01-a-2026-11-28.pdf',
    );
    expect(reportFileName({ de: '2026-11-28', ate: '2026-11-28' }, 'xlsx')).toBe(
      'vez-relatorio-2026-11-28.xlsx',
    );
  });
});
