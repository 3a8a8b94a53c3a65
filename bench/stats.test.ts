import { OptionError, fmt, parseOptions, percentile, summarize, table, volumeAt } from './stats';

describe('bench options', () => {
  it('defaults to the full seed on PostgreSQL with an embedded comparison at scale 0.1', () => {
    expect(parseOptions([])).toEqual({
      sections: ['lists', 'members', 'fanout', 'fanout2', 'hostile', 'search', 'pages', 'compare', 'memory', 'newsletter', 'import', 'notices'],
      hostileRuns: 20,
      scale: 1,
      embedded: false,
      compare: true,
      compareScale: 0.1,
      durationSec: 5,
      connections: 10,
      subscribers: 200,
    });
  });

  it('runs only the sections --only names, in their order, and refuses unknown ones', () => {
    expect(parseOptions(['--only', 'hostile,lists']).sections).toEqual(['lists', 'hostile']);
    expect(parseOptions(['--only=hostile', '--hostile-runs', '5'])).toMatchObject({ sections: ['hostile'], hostileRuns: 5 });
    expect(() => parseOptions(['--only', 'hostile,speed'])).toThrow(OptionError);
    expect(() => parseOptions(['--only'])).toThrow(OptionError);
  });

  it('reads values in both notations and never compares when everything runs embedded', () => {
    const options = parseOptions(['--scale', '0.05', '--duration=2', '--embedded', '--compare', '--connections', '4', '--subscribers=20']);
    expect(options).toMatchObject({
      scale: 0.05,
      durationSec: 2,
      embedded: true,
      compare: false,
      compareScale: 0.05,
      connections: 4,
      subscribers: 20,
    });
    expect(parseOptions(['--no-compare', '--compare-scale', '0.5']).compare).toBe(false);
    expect(parseOptions(['--compare-scale', '0.5']).compareScale).toBe(0.5);
  });

  it('names a bad or unknown option', () => {
    expect(() => parseOptions(['--scale', '0'])).toThrow(new OptionError('--scale needs a positive number, got "0"'));
    expect(() => parseOptions(['--scale'])).toThrow('--scale needs a positive number, got ""');
    expect(() => parseOptions(['--connections', '2.5'])).toThrow('--connections needs a positive integer');
    expect(() => parseOptions(['--fast'])).toThrow('unknown option "--fast"');
  });

  it('scales the seed volume with at least 10 rows a table', () => {
    expect(volumeAt(1).members).toBe(50_000);
    expect(volumeAt(0.1)).toEqual({ members: 5_000, projects: 200, events: 500, galleryItems: 2_000, resources: 200 });
    expect(volumeAt(0.0001).projects).toBe(10);
  });
});

describe('bench statistics', () => {
  it('takes nearest-rank percentiles without reordering the samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile(samples, 100)).toBe(10);
    expect(percentile([42], 99)).toBe(42);
    expect(samples[0]).toBe(5);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile(samples, 101)).toThrow(RangeError);
  });

  it('summarises 1..100 as p50 50, p95 95, p99 99, max 100', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarize(samples)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(summarize([]).max).toBeNaN();
  });

  it('formats numbers and pads table columns', () => {
    expect([fmt(3.14159), fmt(1234.5), fmt(NaN)]).toEqual(['3.1', '1235', '—']);
    expect(
      table(
        ['query', 'req/s'],
        [
          ['projects', '812'],
          ['publicStats', '1500'],
        ],
      ),
    ).toBe('query        req/s\n-----------  -----\nprojects     812\npublicStats  1500');
  });
});
