import { DEFAULT_TIME_ZONE, TIME_ZONE_META } from '../../../shared/clock';

type TimeZoneModule = typeof import('./timeZone');

/** A fresh copy of the module (it reads the page once), on a page whose meta element says `content`. */
function onPage(content: string | null): TimeZoneModule {
  const document = {
    querySelector: (selector: string) =>
      selector === `meta[name="${TIME_ZONE_META}"]` && content !== null
        ? { getAttribute: (name: string) => (name === 'content' ? content : null) }
        : null,
  };
  Object.assign(globalThis, { document });
  try {
    let loaded: TimeZoneModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<TimeZoneModule>('./timeZone');
    });
    loaded!.associationTimeZone();
    return loaded!;
  } finally {
    delete (globalThis as { document?: unknown }).document;
  }
}

describe('the web app’s time zone (issue #23)', () => {
  it('is the one the server wrote into the page', () => {
    const page = onPage('Europe/London');
    expect(page.associationTimeZone()).toBe('Europe/London');
    expect(page.associationClock().timeZone).toBe('Europe/London');
  });

  it('is the default on a page without one (the build-time pre-render) or naming an unknown zone', () => {
    expect(onPage(null).associationTimeZone()).toBe(DEFAULT_TIME_ZONE);
    expect(onPage('Mars/Olympus_Mons').associationTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });

  it('is set by the server before it renders a page with its data, and refuses an unknown zone', () => {
    const page = onPage(null);
    page.setAssociationTimeZone('Asia/Tokyo');
    expect(page.associationClock().formatTime('2026-01-01T00:00:00Z')).toBe('09:00');
    expect(() => page.setAssociationTimeZone('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(page.associationTimeZone()).toBe('Asia/Tokyo');
  });
});
