import { describe, expect, it } from 'vitest';
import { openingTimeMinutes } from './opening';

describe('openingTimeMinutes', () => {
  it('reads HH:MM and HH:MM:SS', () => {
    expect(openingTimeMinutes('00:00')).toBe(0);
    expect(openingTimeMinutes('14:30')).toBe(870);
    expect(openingTimeMinutes('23:59:59')).toBe(1439);
  });

  it('refuses anything else', () => {
    for (const bad of [null, '', '24:00', '9:00', '12:60', '12h30', 'ab:cd']) {
      expect(openingTimeMinutes(bad)).toBeNull();
    }
  });
});
