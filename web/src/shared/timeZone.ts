import { createClock, DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONE_META, type Clock } from '../../../shared/clock';

let zone: string | null = null;
let clock: Clock | null = null;

/**
 * The association's IANA zone (issue #23): the server's TIME_ZONE, which it writes into every page
 * as `<meta name="time-zone">` (server/src/api/web/static.ts); the default zone when the page has none
 * (the build-time pre-render, tests) or names one this browser does not know. Read once.
 */
export function associationTimeZone(): string {
  if (zone === null) {
    const given = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${TIME_ZONE_META}"]`)?.getAttribute('content');
    zone = given && isTimeZone(given) ? given : DEFAULT_TIME_ZONE;
  }
  return zone;
}

/** The association's clock in the web app: dates are shown and taken in its zone, never the computer's. */
export function associationClock(): Clock {
  clock ??= createClock(associationTimeZone());
  return clock;
}

/**
 * Sets the zone where no page says it: the server's request-time render (server/src/api/web/page-render.ts,
 * through web/src/prerender.tsx) and tests.
 * @throws RangeError when the zone is unknown
 */
export function setAssociationTimeZone(timeZone: string): void {
  if (timeZone === zone) return;
  clock = createClock(timeZone);
  zone = timeZone;
}
