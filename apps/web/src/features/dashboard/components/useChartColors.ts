import { useMemo } from 'react';
import { useTheme } from '../../../lib/theme/theme';

/** The theme tokens the charts draw with, and what to use where a stylesheet is absent (tests). */
const TOKENS = {
  primary: ['--color-primary', '#0b6e69'],
  info: ['--color-info', '#1d4f91'],
  success: ['--color-success', '#05603a'],
  danger: ['--color-danger', '#b42318'],
  text: ['--color-text', '#13212b'],
  muted: ['--color-text-muted', '#4b5d69'],
  border: ['--color-border', '#cfd9de'],
  borderStrong: ['--color-border-strong', '#8a9ba5'],
  surface: ['--color-surface', '#ffffff'],
  surfaceMuted: ['--color-surface-muted', '#eef3f4'],
} as const;

export type ChartColors = Record<keyof typeof TOKENS, string>;

/**
 * SVG attributes do not resolve CSS variables everywhere, so the charts read the theme's values and
 * draw again when the theme changes: both themes get their own colours.
 */
export function useChartColors(): ChartColors {
  const { theme } = useTheme();
  return useMemo(() => {
    void theme;
    const style = getComputedStyle(document.documentElement);
    const colors = {} as ChartColors;
    for (const [name, [variable, fallback]] of Object.entries(TOKENS)) {
      colors[name as keyof ChartColors] = style.getPropertyValue(variable).trim() || fallback;
    }
    return colors;
  }, [theme]);
}
