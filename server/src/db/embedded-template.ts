import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config';

/**
 * An initialised, empty embedded database cluster, made once per PGlite version and loaded instead of
 * running initdb (issue #24 "Memory on a small server"): PGlite's initdb runs a second PostgreSQL in
 * the process and peaks near 800 MB resident; loading this file into an empty folder peaks near
 * 250 MB and is faster. `npm run build` (and `npm start` when it is missing) makes it in a separate,
 * short-lived process (`dist/server/src/tools/embedded-template.js`), so a server never runs initdb
 * itself when the build made the file.
 */

/** The PGlite version the cluster format belongs to (a template of another version is never loaded). */
export function pgliteVersion(): string {
  try {
    const file = path.join(projectRoot(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Where the template of the installed PGlite version lives: dist/embedded-template/pglite-<version>.tgz. */
export const embeddedTemplateFile = (): string => path.join(projectRoot(), 'dist', 'embedded-template', `pglite-${pgliteVersion()}.tgz`);

/**
 * The template as PGlite's `loadDataDir` takes it, or null when it has not been made.
 * @param file default: the build's ({@link embeddedTemplateFile})
 */
export function readEmbeddedTemplate(file = embeddedTemplateFile()): Blob | null {
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
}

/**
 * Writes the template (atomically: a temporary file renamed into place) unless it exists.
 * @param dump makes the cluster's tarball (PGlite's `dumpDataDir('gzip')` of a fresh in-memory database)
 * @param file default: the build's ({@link embeddedTemplateFile})
 * @returns the file, and whether it was made now
 */
export async function writeEmbeddedTemplate(dump: () => Promise<Blob>, file = embeddedTemplateFile()): Promise<{ file: string; made: boolean }> {
  if (fs.existsSync(file)) return { file, made: false };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await (await dump()).arrayBuffer()));
  fs.renameSync(temporary, file);
  return { file, made: true };
}

/** The compiled template tool, when the server runs from a build (not under ts sources in tests). */
const templateTool = (): string => path.join(projectRoot(), 'dist', 'server', 'src', 'tools', 'embedded-template.js');

/**
 * Creates a new on-disk embedded database in a separate, short-lived process when the build is
 * there: loading the template leaves its unpacked files' buffers in the process that did it (about
 * 130 MB resident that never returns), so the server then opens a ready folder like on any later
 * start (issue #24: first start 433 → about 300 MB resident).
 * @returns whether a child process made the folder (false: no build; the caller opens it itself)
 * @throws Error when the child process fails
 */
export async function initialiseEmbeddedFolder(dataDir: string): Promise<boolean> {
  const tool = templateTool();
  if (!fs.existsSync(tool) || !fs.existsSync(embeddedTemplateFile())) return false;
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, [tool, '--init', dataDir], { timeout: 120_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`creating the embedded database in ${dataDir} failed: ${stderr || error.message}`)) : resolve(),
    ),
  );
  return true;
}
