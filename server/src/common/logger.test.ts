import { createLogger, prettyLogs } from './logger';

describe('log format (issue #23: readable in development, JSON in production)', () => {
  it('is pretty on a terminal outside production with LOG_FORMAT=auto, and JSON otherwise', () => {
    expect(prettyLogs({ logFormat: 'auto', production: false }, true)).toBe(true);
    expect(prettyLogs({ logFormat: 'auto', production: false }, false)).toBe(false);
    expect(prettyLogs({ logFormat: 'auto', production: true }, true)).toBe(false);
    expect(prettyLogs({ logFormat: 'pretty', production: true }, false)).toBe(true);
    expect(prettyLogs({ logFormat: 'json', production: false }, true)).toBe(false);
    expect(prettyLogs({}, true)).toBe(false);
  });

  it('writes one JSON object a line to a given destination, whatever the format', () => {
    const lines: string[] = [];
    const log = createLogger({ logLevel: 'info', logFormat: 'pretty' }, { write: (line: string) => void lines.push(line) });
    log.info({ email: 'a@example.org' }, 'hello');
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'hello', email: 'a@example.org', level: 30 });
  });
});
