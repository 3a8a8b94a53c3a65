import { useOwnerOnlyModes } from '../common/owner-only-files';
import { loadConfig } from '../config';
import { BackupError, restoreDatabase } from '../db/backup';

/**
 * `npm run db:restore -- file [--force]`: restores a backup of `db:backup` into DATABASE_URL or
 * the embedded database; refuses a non-empty database without --force, and a running embedded one.
 */
async function main(args: string[]): Promise<void> {
  useOwnerOnlyModes(); // the restored embedded database is owner-only (issue #31 item 3)
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupError('Usage: npm run db:restore -- <backup file> [--force]');
  const result = await restoreDatabase(loadConfig(), file, { force: args.includes('--force') });
  console.log(`Restored the ${result.kind === 'sql' ? 'PostgreSQL' : 'embedded'} database from ${file}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
