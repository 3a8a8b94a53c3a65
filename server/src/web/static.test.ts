import { withTimeZone } from './static';

describe('withTimeZone (issue #23: the web app learns the zone from the page)', () => {
  it('adds the zone at the end of the head', () => {
    expect(withTimeZone('<!doctype html><html><head><title>G</title></head><body></body></html>', 'Europe/London')).toBe(
      '<!doctype html><html><head><title>G</title><meta name="time-zone" content="Europe/London" /></head><body></body></html>',
    );
  });

  it('replaces the element a page has already', () => {
    const page = '<head><meta name="time-zone" content="Australia/Perth" /></head>';
    expect(withTimeZone(page, 'America/Argentina/Buenos_Aires')).toBe(
      '<head><meta name="time-zone" content="America/Argentina/Buenos_Aires" /></head>',
    );
  });

  it('puts it after the doctype of a page without a head, and writes nothing but a zone name', () => {
    expect(withTimeZone('<!doctype html><title>G</title>', 'Etc/GMT+10')).toBe(
      '<!doctype html><meta name="time-zone" content="Etc/GMT+10" /><title>G</title>',
    );
    expect(withTimeZone('<p>x</p>', 'UTC"><script>')).toBe('<meta name="time-zone" content="UTCscript" /><p>x</p>');
  });
});
