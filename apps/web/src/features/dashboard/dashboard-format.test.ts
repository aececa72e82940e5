import { describe, expect, it } from 'vitest';
import { busiestHour, heatmapHours } from './components/ArrivalsHeatmap';
import {
  describeRange,
  formatDateTimeBrasilia,
  formatPercent,
  minutesOrNoData,
  queueStatusLabel,
} from './dashboard-format';

describe('dashboard formats', () => {
  it('shows dates and times in Brasília, whatever the browser zone', () => {
    expect(formatDateTimeBrasilia('2026-03-11T02:30:00.000Z')).toBe('10/03/2026 23:30');
    expect(describeRange({ de: '2026-03-10', ate: '2026-03-10' })).toBe('10/03/2026');
    expect(describeRange({ de: '2026-03-04', ate: '2026-03-10' })).toBe('04/03/2026 a 10/03/2026');
  });

  it("formats figures, with 'Sem dados' for what was not measured", () => {
    expect(minutesOrNoData(null)).toBe('Sem dados');
    expect(minutesOrNoData(12.5)).toBe('12,5 min');
    expect(formatPercent(33.3)).toBe('33,3%');
    expect(formatPercent(100)).toBe('100%');
    expect(queueStatusLabel('agendada')).toBe('Programada');
    expect(queueStatusLabel('pausada')).toBe('Pausada');
  });

  it('shows the heatmap from 6h to 23h, widened to any hour with arrivals', () => {
    expect(heatmapHours([])).toEqual(Array.from({ length: 18 }, (_, i) => i + 6));
    const early = heatmapHours([{ diaSemana: 1, hora: 4, chegadas: 2 }]);
    expect(early[0]).toBe(4);
    expect(early.at(-1)).toBe(23);
    expect(heatmapHours([{ diaSemana: 1, hora: 2, chegadas: 0 }])[0]).toBe(6);
  });

  it('finds the busiest hour of the week for the heatmap to open on', () => {
    expect(busiestHour([])).toBeNull();
    expect(busiestHour([{ diaSemana: 1, hora: 9, chegadas: 0 }])).toBeNull();
    const cells = [
      { diaSemana: 1, hora: 9, chegadas: 3 },
      { diaSemana: 5, hora: 18, chegadas: 2 },
      { diaSemana: 6, hora: 18, chegadas: 2 },
      { diaSemana: 2, hora: 20, chegadas: 4 },
    ];
    expect(busiestHour(cells)).toBe(18);
    // A tie goes to the earlier hour.
    expect(busiestHour([...cells, { diaSemana: 3, hora: 9, chegadas: 1 }])).toBe(9);
  });
});
