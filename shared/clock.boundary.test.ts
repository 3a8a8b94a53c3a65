import fs from 'node:fs';
import path from 'node:path';

// Issue #23 "One clock": the time zone lived in six files and two bugs followed. Only shared/clock.ts
// may name a zone or hand one to Intl or toLocale…String; everything else asks it.
const root = path.resolve(__dirname, '..');
const CLOCK = path.join('shared', 'clock.ts');
const SCANNED = ['server/src', 'web/src', 'shared'];
const SKIPPED = [path.join('web', 'src', 'gql')]; // generated from the schema's descriptions

/** Source files under a folder, tests (which use Intl as the reference) and generated code left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.includes(file) ? [] : sources(file);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** An IANA zone name in quotes, e.g. 'Australia/Melbourne'. */
const ZONE_NAME = /['"`](Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_+-]+['"`]/;
/** A zone handed to Intl or to a toLocale…String call (up to the end of the statement). */
const ZONE_OPTION = /(DateTimeFormat|toLocale\w*String)\([^;]*?\btimeZone\b/s;

describe('one clock (issue #23)', () => {
  const files = SCANNED.flatMap(sources).filter((file) => file !== CLOCK);

  it('scans the server, the web app and the shared modules', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join('web', 'src', 'admin', 'common', 'format.ts'));
  });

  it('has no file but shared/clock.ts name a time zone or pass one to Intl or toLocale…String', () => {
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return [ZONE_NAME.exec(text)?.[0], ZONE_OPTION.exec(text)?.[0].slice(0, 80)].filter(Boolean).map((found) => `${file}: ${found}`);
    });
    expect(offenders).toEqual([]);
  });

  it('would notice the old hard-coded zone', () => {
    expect(ZONE_NAME.test(`const TIME_ZONE = 'Australia/Melbourne';`)).toBe(true);
    expect(ZONE_OPTION.test(`new Intl.DateTimeFormat('en-AU', {\n  timeZone: TIME_ZONE,\n});`)).toBe(true);
    expect(ZONE_OPTION.test(`updatedAt.toLocaleTimeString('en-AU', { timeZone: zone })`)).toBe(true);
    expect(ZONE_OPTION.test(`n.toLocaleString('en-AU'); const timeZone = 1;`)).toBe(false);
  });
});
