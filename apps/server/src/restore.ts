import { runRestoreCommand } from './modules/backups/run-restore-command';

/** `npm run restore -- FILE`: puts a copy back on a stopped server (decision 062). */
process.exitCode = runRestoreCommand(process.argv.slice(2), process.env, console);
