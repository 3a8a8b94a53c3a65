import { writeEmbeddedTemplate } from '../db/embedded-template';
import { openPGlite } from '../db/embedded';
import { useOwnerOnlyModes } from '../common/owner-only-files';

/**
 * `node dist/server/src/tools/embedded-template.js` (run by `npm run build` and by `npm start` when
 * missing): makes the embedded database template (server/src/db/embedded-template.ts) in this
 * short-lived process, so the server itself never runs PGlite's memory-hungry initdb. With
 * `--init <folder>` it creates a new embedded database folder from the template instead.
 */
async function main(): Promise<void> {
  // `--init <folder>`: create a new embedded database in <folder> from the template, then exit
  // (startEmbeddedPostgres runs this in a child process: see initialiseEmbeddedFolder).
  const init = process.argv.indexOf('--init');
  if (init >= 0) {
    useOwnerOnlyModes(); // the database folder is owner-only (issue #31 item 3)
    const db = await openPGlite(process.argv[init + 1]);
    await db.close();
    return;
  }
  const { file, made } = await writeEmbeddedTemplate(async () => {
    const db = await openPGlite('memory://', undefined, { template: false });
    try {
      return await db.dumpDataDir('gzip');
    } finally {
      await db.close();
    }
  });
  if (made) console.log(`made the embedded database template ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
