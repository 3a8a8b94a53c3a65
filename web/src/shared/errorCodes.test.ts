import fs from 'node:fs';
import path from 'node:path';
import * as ErrorCode from '../../../shared/error-codes';
import * as ConflictReason from '../../../shared/conflict-reasons';

const SRC = path.resolve(__dirname, '..');

/** Every .ts/.tsx file of web/src but the generated GraphQL types (they describe the schema, not errors). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(SRC, 'gql') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('The web app names the API’s error codes only through shared/error-codes.ts', () => {
  it('has no error code or conflict reason written as a string in web/src', () => {
    const values = [...Object.values(ErrorCode), ...Object.values(ConflictReason)];
    const literal = new RegExp(`(['"\`])(${values.join('|')})\\1`, 'g');
    const found = sourceFiles(SRC).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(literal)].map((m) => `${path.relative(SRC, file)}:${i + 1} ${m[0]}`)),
    );
    expect(found).toEqual([]);
  });
});
