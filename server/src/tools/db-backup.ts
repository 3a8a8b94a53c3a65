import { useOwnerOnlyModes } from '../common/owner-only-files';
import { loadConfig } from '../config';
import { backupDatabase, BackupError, defaultBackupFile } from '../db/backup';

/**
 * `npm run db:backup [-- --out file]`: backs up DATABASE_URL (pg_dump) or the embedded database
 * (stopped) to a file, 0600 in folders made 0700; default backups/<kind>-<UTC time>.<sql|tar.gz>.
 * See docs/operations.md "Backup and restore" (where to keep backups).
 */
async function main(args: string[]): Promise<void> {
  useOwnerOnlyModes(); // the backup and anything else made are owner-only (issue #31 item 4)
  const config = loadConfig();
  const at = args.indexOf('--out');
  const file = at >= 0 ? args[at + 1] : defaultBackupFile(config);
  if (!file) throw new BackupError('--out needs a file name');
  const result = await backupDatabase(config, file);
  console.log(`Backed up the ${result.kind === 'sql' ? 'PostgreSQL' : 'embedded'} database to ${result.file}`);
  console.log('Uploads are not in it: copy DATA_DIR/uploads (or the S3 bucket) too.');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
