import fs from 'node:fs';
import path from 'node:path';

/**
 * Owner-only files (issue #31 items 3 and 4): DATA_DIR holds the embedded database (members'
 * e-mails, password hashes in its WAL), uploads and secrets, and a backup holds the same. Other
 * local users must read none of it, whatever the umask the process was started with: folders are
 * 0700 and files 0600.
 */

/** The umask that makes every new file 0600 and every new folder 0700 (at most). */
export const OWNER_ONLY_UMASK = 0o077;

/** Mode bits that give the group or other users any access. */
const GROUP_OTHER = 0o077;

/**
 * Makes everything this process creates from now on owner-only: sets the umask to 0077. PGlite's
 * NODEFS and `pg_dump` create files with modes of their own, which the umask narrows.
 * @returns the previous umask
 */
export function useOwnerOnlyModes(): number {
  return process.umask(OWNER_ONLY_UMASK);
}

/**
 * Creates a folder (and its missing parents) 0700; folders that already exist keep their mode (a
 * backup may go into /tmp or a home folder, which are not ours to change).
 * @param dir the folder
 */
export function makeOwnerOnlyFolder(dir: string): void {
  const first = fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!first) return;
  // mkdir's mode passes through the umask; chmod each folder made, from the first one down.
  for (let made = path.resolve(dir); ; made = path.dirname(made)) {
    fs.chmodSync(made, 0o700);
    if (made === path.resolve(first) || made === path.dirname(made)) break;
  }
}

/**
 * Creates or empties a file as 0600 before something writes into it: a rewrite keeps an existing
 * file's mode (`mode` of open applies to new files only), so an existing one is chmod-ed too.
 * Its folder is made with {@link makeOwnerOnlyFolder}.
 * @param file the file
 */
export function createOwnerOnlyFile(file: string): void {
  makeOwnerOnlyFolder(path.dirname(path.resolve(file)));
  const fd = fs.openSync(file, 'w', 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Takes group and other access away under a folder: the folder and every folder in it become
 * 0700, every file 0600, when they give the group or others anything (an installation from before
 * issue #31, or files written under a permissive umask). Symbolic links are neither followed nor
 * changed. A folder that does not exist is made 0700.
 * @param root the folder (DATA_DIR)
 * @returns how many files and folders were changed
 */
export function repairOwnerOnly(root: string): number {
  if (!fs.existsSync(root)) {
    makeOwnerOnlyFolder(root);
    return 0;
  }
  let repaired = 0;
  const visit = (entry: string): void => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return; // removed while we walked
    }
    if (stat.isSymbolicLink()) return;
    if (stat.mode & GROUP_OTHER) {
      fs.chmodSync(entry, stat.isDirectory() ? 0o700 : 0o600);
      repaired++;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(path.resolve(root));
  return repaired;
}

/**
 * Makes DATA_DIR private before the server writes anything in it (issue #31 item 3): sets the
 * umask to 0077 for the rest of the process (embedded database, uploads, secrets, temporary
 * files), makes DATA_DIR 0700, and repairs what an older version or a permissive umask left open
 * to the group or others ({@link repairOwnerOnly}).
 * @param dataDir DATA_DIR (made when missing)
 * @returns how many files and folders were repaired (0 for a new or already private DATA_DIR)
 */
export function privateDataDir(dataDir: string): number {
  useOwnerOnlyModes();
  return repairOwnerOnly(dataDir);
}
