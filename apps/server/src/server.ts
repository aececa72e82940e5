import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './database/connection';
import { migrateToLatest } from './database/migrate';
import { withStartupLock } from './database/startup-lock';
import { findLanAddress } from './modules/links/resolve-link-base';
import { scheduledJobs } from './modules/scheduler/scheduled-jobs';
import { Scheduler } from './modules/scheduler/scheduler';
import { seedDemoData } from './seed/seed-demo-data';

/** Listens and shuts down gracefully; everything else lives in app.ts. */
async function main() {
  const config = loadConfig();
  // The bundle sits in apps/server/dist; the built web app in apps/web/dist.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDistDir = config.webDistDir ?? path.resolve(here, '../../web/dist');
  const database = openDatabase(config.database);
  await withStartupLock(database, () => migrateToLatest(database.db));
  const app = await buildApp({ config: { ...config, webDistDir }, database });
  if (config.demoMode) {
    app.log.warn(
      'MODO DEMONSTRAÇÃO LIGADO: contas de demonstração com senha pública (Demo1234) e as chamadas de teste ' +
        '(/teste, /usuarios) estão ativas. Não use com dados reais (DEMO_MODE=false para desligar).',
    );
    // Instances started together on one database take turns: the second finds the demo already there.
    await withStartupLock(database, () => seedDemoData(app.services, app.log));
  }
  const scheduler = new Scheduler(
    scheduledJobs(app.services, app.log),
    app.log,
    config.schedulerIntervalMs,
    app.services.clock.now,
  );
  app.metrics?.watchScheduler(() => scheduler.lagMs());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // Live streams first: each client reconnects at once (to another instance behind the balancer)
    // with its Last-Event-ID, while the scheduler's last tick finishes.
    await app.liveHub.close();
    await scheduler.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  scheduler.start();
  app.log.info(
    `Vez em ${config.publicUrl} (banco: ${database.dialect}${config.demoMode ? ', modo demonstração' : ''})`,
  );
  // Without PUBLIC_URL a phone on the same network can open the app (and a poster's QR) here.
  const lan = config.publicUrlConfigured ? null : findLanAddress();
  if (lan) app.log.info(`No celular, na mesma rede: http://${lan}:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar o servidor:', error);
  }
  process.exit(1);
});
