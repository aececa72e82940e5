import path from 'node:path';
import { ConfigError, loadBackupConfig } from '../../config/config';
import { AppError } from '../app-error';
import { restoreDatabase } from './restore-database';
import type { CommandOutput } from './run-backup-command';

const USAGE =
  'Uso: npm run restore -- ARQUIVO (uma cópia feita por npm run backup, ex.: data/backups/vez-2026-11-28T03-00-00-000Z.db), ' +
  'com o servidor parado.';

export const POSTGRES_RESTORE_NOTE =
  'Com DATABASE_URL (PostgreSQL) este comando não restaura: use pg_restore, como descreve docs/deploy.md ' +
  '("Backups and restore").';

/**
 * `npm run restore -- FILE`: the exit code (0 = restored). npm runs scripts from the repository root;
 * a relative FILE is read from where the operator typed the command (INIT_CWD), as they meant it.
 */
export function runRestoreCommand(args: string[], env: NodeJS.ProcessEnv, out: CommandOutput): number {
  try {
    const config = loadBackupConfig(env);
    if (!config.sqliteFile) {
      out.error(POSTGRES_RESTORE_NOTE);
      return 1;
    }
    const [file, ...extra] = args;
    if (!file || extra.length > 0) {
      out.error(USAGE);
      return 1;
    }
    const result = restoreDatabase({
      file: path.resolve(env.INIT_CWD ?? process.cwd(), file),
      dataDir: config.dataDir,
      sqliteFile: config.sqliteFile,
    });
    out.log(`Banco restaurado em ${config.sqliteFile}`);
    if (result.keptAs) out.log(`O banco substituído foi guardado em ${result.keptAs}`);
    if (result.keptSecretAs) out.log(`O segredo substituído foi guardado em ${result.keptSecretAs}`);
    if (result.secretRestored && !config.secretInDataDir) {
      out.log(
        'O segredo da cópia foi posto em DATA_DIR/jwt-secret, mas JWT_SECRET (do ambiente) continua valendo.',
      );
    } else if (result.secretRestored) {
      out.log('O segredo (jwt-secret) copiado com o banco foi restaurado em DATA_DIR/jwt-secret.');
    } else if (config.secretInDataDir) {
      out.log(
        'Sem segredo (jwt-secret) ao lado da cópia: o servidor usa o de DATA_DIR; se for outro, todos ' +
          'entram de novo e as inscrições de notificação push deixam de valer.',
      );
    }
    out.log('Inicie o servidor: ele aplica as migrações que faltarem.');
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof AppError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}
