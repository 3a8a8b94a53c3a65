import type { AddressInfo } from 'node:net';
import { createClock } from '../../shared/clock';
import { nodeSupportWarning } from './common/node-support';
import type { Config } from './config';

/** True for an address only this computer can reach: 127.0.0.0/8, ::1 or their IPv4-mapped form. */
export function isLoopbackAddress(address: string): boolean {
  const ip = address.replace(/^::ffff:/i, '');
  return ip === '::1' || ip === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * The warning `npm start` logs when demo mode is reachable from other computers (issue #16 item 11):
 * demo accounts exist and their passwords are shown to visitors on this computer, so the operator
 * must know the site is open to the network.
 * @param address what the HTTP server listens on (`server.address()`)
 * @returns the warning, or null when demo mode is off or only loopback is listened on
 */
export function demoExposureWarning(config: Pick<Config, 'demo'>, address: AddressInfo | string | null): string | null {
  if (!config.demo || !address || typeof address === 'string') return null;
  if (isLoopbackAddress(address.address)) return null;
  return (
    `Demo mode is listening on every network interface (${address.address}, port ${address.port}): anyone who can reach this computer ` +
    'can open the site and try the demo staff accounts. Their passwords are shown only to visitors on this computer. ' +
    'For a real site set NODE_ENV=production, JWT_SECRET, PUBLIC_URL, ADMIN_EMAIL and ADMIN_PASSWORD.'
  );
}

/**
 * The warning the server logs at start when the Node running it gets no security fixes any more
 * (issue #32; the table is common/node-support.ts).
 * @param version the running Node (default `process.versions.node`)
 * @param now the current instant (default the system clock); "today" is the association's day in TIME_ZONE
 * @returns the warning, or null on a supported Node
 */
export function nodeWarningAtStart(config: Pick<Config, 'timeZone'>, version: string = process.versions.node, now?: () => Date): string | null {
  return nodeSupportWarning(version, createClock(config.timeZone, now).today());
}
