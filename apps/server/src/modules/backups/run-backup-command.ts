import { ConfigError, loadBackupConfig } from '../../config/config';
import { AppError } from '../app-error';
import { backUpDatabase } from './back-up-database';

/** Where a command writes: the console, or a test's lines. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

export const POSTGRES_BACKUP_NOTE =
  'Com DATABASE_URL (PostgreSQL) este comando não faz backup: o PostgreSQL é copiado com pg_dump e ' +
  'restaurado com pg_restore, como descreve docs/deploy.md ("Backups and restore").';

/** `npm run backup`: the exit code (0 = a copy was written), and what to tell the operator. */
export async function runBackupCommand(env: NodeJS.ProcessEnv, out: CommandOutput): Promise<number> {
  try {
    const config = loadBackupConfig(env);
    if (!config.sqliteFile) {
      out.error(POSTGRES_BACKUP_NOTE);
      return 1;
    }
    const result = await backUpDatabase({ ...config, sqliteFile: config.sqliteFile });
    out.log(`Cópia do banco gravada em ${result.file}`);
    if (result.secretFile) {
      out.log(`Segredo (DATA_DIR/jwt-secret) copiado junto: ${result.secretFile}`);
    } else if (!config.secretInDataDir) {
      out.log(
        'O segredo vem de JWT_SECRET: guarde-o à parte, no seu cofre de segredos (sem ele as sessões ' +
          'caem e as notificações push param).',
      );
    }
    for (const removed of result.removed)
      out.log(`Cópia antiga removida (BACKUP_KEEP=${config.keep}): ${removed}`);
    out.log('Leve as cópias para fora desta máquina: uma cópia no mesmo disco não sobrevive ao disco.');
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof AppError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}
