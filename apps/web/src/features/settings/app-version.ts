import { version } from '../../../package.json';

/** "V1.0": the web package's version (major.minor), as Configurações shows it. */
export function versionLabel(semver: string = version): string {
  const [major = '1', minor = '0'] = semver.split('.');
  return `V${major}.${minor}`;
}

export const APP_VERSION_LABEL = versionLabel();
