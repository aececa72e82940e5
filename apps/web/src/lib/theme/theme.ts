import { useSyncExternalStore } from 'react';
import { readTheme, subscribeTheme, type Theme, toggleTheme } from './theme-store';

export { applyTheme, readTheme, THEME_STORAGE_KEY, type Theme } from './theme-store';

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light' as Theme);
  return { theme, toggleTheme };
}
