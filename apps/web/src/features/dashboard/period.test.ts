import { describe, expect, it } from 'vitest';
import { periodFromSearch, searchOf, validateCustom } from './period';

/** 23:30 on 10 March 2026 in Brasília: already the 11th in UTC. */
const LATE_EVENING = Date.parse('2026-03-11T02:30:00.000Z');
const read = (search: string) => periodFromSearch(new URLSearchParams(search), LATE_EVENING);

describe('dashboard period', () => {
  it("resolves presets on Brasília's day, today by default", () => {
    expect(read('')).toEqual({ preset: 'hoje', range: { de: '2026-03-10', ate: '2026-03-10' } });
    expect(read('?periodo=ontem').range).toEqual({ de: '2026-03-09', ate: '2026-03-09' });
    expect(read('?periodo=7dias').range).toEqual({ de: '2026-03-04', ate: '2026-03-10' });
    expect(read('?periodo=30dias').range).toEqual({ de: '2026-02-09', ate: '2026-03-10' });
    expect(read('?periodo=ano').preset).toBe('hoje');
  });

  it('reads a custom period, with the schema messages when it is not valid', () => {
    expect(read('?de=2026-03-01&ate=2026-03-05')).toEqual({
      preset: 'personalizado',
      range: { de: '2026-03-01', ate: '2026-03-05' },
    });
    expect(read('?de=2026-03-05&ate=2026-03-01')).toMatchObject({
      range: null,
      errors: { ate: 'A data final deve ser igual ou posterior à inicial' },
    });
    expect(read('?de=2026-03-05')).toMatchObject({
      range: null,
      errors: { ate: 'Informe as duas datas do período' },
    });
    expect(read('?de=2025-01-01&ate=2026-03-05')).toMatchObject({
      errors: { ate: 'O período pode ter no máximo 366 dias' },
    });
    expect(validateCustom('', '')).toEqual({ errors: { de: 'Informe as duas datas do período' } });
    expect(validateCustom('05/03/2026', '2026-03-06')).toEqual({
      errors: { de: 'Data inválida (use AAAA-MM-DD)' },
    });
  });

  it('writes the choice into the address', () => {
    expect(searchOf({ preset: 'hoje' })).toBe('');
    expect(searchOf({ preset: '30dias' })).toBe('?periodo=30dias');
    expect(searchOf({ preset: 'personalizado', range: { de: '2026-03-01', ate: '2026-03-02' } })).toBe(
      '?de=2026-03-01&ate=2026-03-02',
    );
  });
});
