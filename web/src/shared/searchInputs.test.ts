import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

/** Every .tsx file of the web app. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsxFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  );
}

/** The JSX `<input …>` elements of a source text whose type is "search". */
const searchInputs = (source: string): string[] => (source.match(/<input\b[\s\S]*?\/>/g) ?? []).filter((input) => /type="search"/.test(input));

describe('search boxes (issue #31 item 5)', () => {
  it('carry the API’s limit on search texts as maxLength, from shared/limits.ts', () => {
    const found = tsxFiles(root).flatMap((file) =>
      searchInputs(readFileSync(file, 'utf8')).map((input) => ({
        file: relative(root, file),
        limited: input.includes('maxLength={limits.searchMaxLength}'),
      })),
    );
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found.filter((input) => !input.limited)).toEqual([]);
  });
});
