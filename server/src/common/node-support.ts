/**
 * Which Node releases still get security fixes (issue #32): the site warns at start when it runs on
 * one that does not. Dates from the Node.js release schedule (https://github.com/nodejs/release);
 * add a row when a new LTS line begins.
 */

/** The Node major the project targets, built and tested on (Dockerfile, CI). */
export const TARGET_NODE_MAJOR = 24;

/** End-of-life day ("YYYY-MM-DD") of each LTS major: the last day it gets fixes. */
export const NODE_END_OF_LIFE: Readonly<Record<number, string>> = {
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-04-30" → "30 April 2026". */
function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The warning to log at start when a Node release no longer gets security fixes: an LTS major past
 * its end-of-life day, an odd major (never LTS, supported a few months only), or a major this table
 * does not know (older ones are long gone; a newer one has not been checked).
 * @param version the running Node, "20.19.0" or "v20.19.0" (`process.versions.node`)
 * @param today the association's "YYYY-MM-DD" day (shared/clock.ts `today()`)
 * @returns the warning in plain words, or null while the release is supported
 */
export function nodeSupportWarning(version: string, today: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  const advice = `run the site on Node ${TARGET_NODE_MAJOR} LTS (see docs/development.md).`;
  const endOfLife = NODE_END_OF_LIFE[major];
  if (endOfLife) {
    if (today <= endOfLife) return null;
    return `Node ${major} reached its end of life on ${longDay(endOfLife)} and gets no security fixes; ${advice}`;
  }
  if (!Number.isInteger(major)) return `This Node (${version}) is not one the site knows; ${advice}`;
  if (major % 2 === 1) return `Node ${major} is not a long-term support release: it gets security fixes for a few months only; ${advice}`;
  if (major < Math.min(...Object.keys(NODE_END_OF_LIFE).map(Number)))
    return `Node ${major} is past its end of life and gets no security fixes; ${advice}`;
  return `Node ${major} is newer than the releases the site has been checked on, and its support dates are not in server/src/common/node-support.ts; ${advice}`;
}
