import type { CSSProperties } from 'react';
import type { ChartColors } from './useChartColors';

/** Charts are 300 px high and as wide as their card. */
export const CHART_HEIGHT = 300;

/** Axis, grid and tooltip props that make a chart readable in either theme. */
export function chartChrome(colors: ChartColors) {
  const tick = { fill: colors.muted, fontSize: 12 };
  const tooltip: { contentStyle: CSSProperties; labelStyle: CSSProperties; itemStyle: CSSProperties } = {
    contentStyle: {
      background: colors.surface,
      border: `1px solid ${colors.borderStrong}`,
      borderRadius: 10,
      color: colors.text,
    },
    labelStyle: { color: colors.text, fontWeight: 600 },
    itemStyle: { color: colors.text },
  };
  return { tick, axisLine: { stroke: colors.borderStrong }, grid: colors.border, tooltip };
}
