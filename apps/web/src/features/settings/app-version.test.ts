import { describe, expect, it } from 'vitest';
import { version } from '../../../package.json';
import { APP_VERSION_LABEL, versionLabel } from './app-version';

describe('versionLabel', () => {
  it('shows major.minor of the package version', () => {
    expect(versionLabel('1.0.0')).toBe('V1.0');
    expect(versionLabel('2.3.11')).toBe('V2.3');
    expect(APP_VERSION_LABEL).toBe(versionLabel(version));
  });
});
