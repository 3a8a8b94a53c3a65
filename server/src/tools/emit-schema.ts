import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { projectRoot } from '../config';
import { createAppPubSub } from '../realtime/pubsub';
import { createSchema } from '../api/schema';

/**
 * Prints the TypeGraphQL schema as SDL (sorted, so diffs stay small).
 * `--check` exits 1 when the committed schema.graphql differs; otherwise it writes the file.
 */
async function main(): Promise<void> {
  const sdl = `${printSchema(lexicographicSortSchema(await createSchema(createAppPubSub())))}\n`;
  const file = path.join(projectRoot(), 'schema.graphql');
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== sdl) {
      console.error('schema.graphql is stale: run `npm run schema` and commit it.');
      process.exit(1);
    }
    console.log('schema.graphql is current');
    return;
  }
  fs.writeFileSync(file, sdl);
  console.log(`wrote ${file}`);
}

void main();
