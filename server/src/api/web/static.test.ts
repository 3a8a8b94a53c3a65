import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerenderedPage, withTimeZone } from './static';

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

describe('prerenderedPage (issue #24: the event page has a first paint too)', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-static-'));
    fs.mkdirSync(path.join(dist, 'prerendered'));
    for (const name of ['home', 'events', 'events-detail']) fs.writeFileSync(path.join(dist, 'prerendered', `${name}.html`), name);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const file = (name: string) => path.join(dist, 'prerendered', `${name}.html`);

  it('answers a list page with its own page and no parameters', () => {
    expect(prerenderedPage(dist, '/')).toEqual({ file: file('home'), params: {} });
    expect(prerenderedPage(dist, '/events')).toEqual({ file: file('events'), params: {} });
  });

  it('answers every /events/{slug} with the one event page and its slug, decoded', () => {
    expect(prerenderedPage(dist, '/events/neighbourhood-picnic')).toEqual({ file: file('events-detail'), params: { slug: 'neighbourhood-picnic' } });
    expect(prerenderedPage(dist, '/events/f%C3%AAte')).toEqual({ file: file('events-detail'), params: { slug: 'fête' } });
  });

  it('answers nothing for a slug that is not percent-encoding, deeper paths, other detail pages, or the page’s file name as a path', () => {
    expect(prerenderedPage(dist, '/events/%E0%A4%A')).toBeNull();
    expect(prerenderedPage(dist, '/events/a/b')).toBeNull();
    expect(prerenderedPage(dist, '/projects/playground')).toBeNull();
    expect(prerenderedPage(dist, '/events-detail')).toBeNull();
  });
});
