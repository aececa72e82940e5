import { runBackupCommand } from './modules/backups/run-backup-command';

/** `npm run backup`: a consistent copy of the embedded database into DATA_DIR/backups (decision 062). */
runBackupCommand(process.env, console).then((code) => {
  process.exitCode = code;
});
