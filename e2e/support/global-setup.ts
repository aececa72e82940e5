import type { TestProject } from 'vitest/node';
import { type FakeLookups, startFakeLookups } from '../../apps/server/src/test-support/fake-lookups-server';
import { assertBuilt, startBuiltServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the built product once for all e2e specs: a fresh SQLite file, the lookup fakes, the real server. */
export default async function setup(project: TestProject) {
  assertBuilt();
  const lookups: FakeLookups = await startFakeLookups();
  const server = await startBuiltServer({
    CEP_LOOKUP_URL: lookups.cepBaseUrl,
    CNPJ_LOOKUP_URL: lookups.cnpjBaseUrl,
    DEMO_MODE: 'true',
  });

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await server.stop();
    await lookups.close();
  };
}
