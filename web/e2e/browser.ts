import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (apt package `chromium`); browser tests never download a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM);

/** `describe` for browser tests: skipped by name when Chromium is not installed. */
export function describeBrowser(name: string, body: () => void): void {
  if (hasChromium) describe(name, body);
  else describe.skip(`${name} [skipped: no Chromium at ${CHROMIUM}; apt-get install -y chromium]`, body);
}

/** Starts headless Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the current page against WCAG 2.1 A and AA.
 * @returns the violations, as "rule: help (selectors)" lines — empty when the page passes
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not
  // govern; an injected <script> tag would be refused like any inline script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} [${v.impact}]: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** True when the page scrolls sideways (content wider than the phone). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/**
 * What a page fails of issue #20's screen rules: its axe-core violations and a sideways scroll.
 * @param label names the page in each line, e.g. "/admin/cms"
 * @returns "label: problem" lines — empty when the page passes
 */
export async function pageProblems(page: Page, label: string): Promise<string[]> {
  const problems = (await axeViolations(page)).map((v) => `${label}: ${v}`);
  if (await overflowsHorizontally(page)) problems.push(`${label}: scrolls sideways`);
  return problems;
}

/** Only what issue #20 forbids: the serious and critical lines of `axeViolations`. */
export const seriousViolations = (violations: string[]): string[] => violations.filter((v) => /\[(serious|critical)\]/.test(v));

/**
 * The pages a test opens, each closed (its browser context with it) after every test, passed or
 * not, so that no live socket keeps the server up. Call in a describe block or at a file's top.
 * @returns the list to push each opened page on
 */
export function closedAfterEachTest(): Page[] {
  const opened: Page[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.context().close()));
  });
  return opened;
}
