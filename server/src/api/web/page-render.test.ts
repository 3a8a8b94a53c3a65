import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import { PageRenderer, withRouteParams, type PageAnswer } from './page-render';

/** A build-time page as scripts/prerender.mjs writes it: first paint, hidden root, queries block. */
const TEMPLATE =
  '<!doctype html><html><head></head><body><div id="prerendered" inert><p>Loading events…</p></div><div id="root" hidden></div>' +
  '<script type="application/json" id="prerendered-queries">{"request":{"query":"query Q { events { title } }","variables":{},"operationName":"Q"},"queries":[]}</script>' +
  '<script type="module" src="/assets/main.js"></script></body></html>';

const req = { path: '/events' } as Request;
const res = {} as Response;

describe('PageRenderer (issue #7: public pages rendered with their data)', () => {
  let dir: string;
  let moduleFile: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-render-'));
    moduleFile = path.join(dir, 'prerender.mjs');
    // Stands in for dist/prerender/prerender.mjs: shows what it was given.
    fs.writeFileSync(
      moduleFile,
      'export async function prerenderPage(pathname, { answer }) { return { html: `<h1>${pathname}</h1><p>${answer.data.events[0].title}</p>` }; }\n',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const renderer = (answer: PageAnswer | Promise<PageAnswer>, timeoutMs = 1000) => {
    const asked: unknown[] = [];
    const pages = new PageRenderer(moduleFile, async (request) => (asked.push(request), answer), timeoutMs);
    return { pages, asked };
  };

  it('runs the page’s merged request, replaces the first paint, and puts the answer after the queries block', async () => {
    const answer = { data: { events: [{ title: 'Picnic </script><script>alert(1)</script> $& $1' }] } };
    const { pages, asked } = renderer(answer);
    const html = (await pages.render(TEMPLATE, req, res))!;
    expect(asked).toEqual([{ query: 'query Q { events { title } }', variables: {}, operationName: 'Q' }]);
    expect(html).toContain('<div id="prerendered" inert><h1>/events</h1><p>Picnic');
    expect(html).not.toContain('Loading events');
    const block = /<script type="application\/json" id="prerendered-answer">(.*?)<\/script><script type="module"/.exec(html);
    expect(block).not.toBeNull();
    // `<` is escaped, so the value cannot end the element; `$&` is kept as written.
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1])).toEqual(answer);
    expect(html.startsWith('<!doctype html><html><head></head><body>')).toBe(true);
    expect(html.endsWith('<script type="module" src="/assets/main.js"></script></body></html>')).toBe(true);
  });

  it('keeps only the path of each error in the answer it sends', async () => {
    const { pages } = renderer({
      data: { events: [{ title: 'Picnic' }], stats: null },
      errors: [{ path: ['stats'], message: 'secret detail' } as never],
    });
    const html = (await pages.render(TEMPLATE, req, res))!;
    const block = /id="prerendered-answer">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(block)).toEqual({ data: { events: [{ title: 'Picnic' }], stats: null }, errors: [{ path: ['stats'] }] });
  });

  it('gives null (the page goes as built) when the answer has no data, comes too late, or the build has no queries block or renderer', async () => {
    expect(await renderer({ data: null, errors: [{ path: [] }] }).pages.render(TEMPLATE, req, res)).toBeNull();
    const late = new Promise<PageAnswer>((resolve) => setTimeout(() => resolve({ data: { events: [{ title: 'x' }] } }), 200));
    expect(await renderer(late, 20).pages.render(TEMPLATE, req, res)).toBeNull();
    const { pages, asked } = renderer({ data: { events: [{ title: 'x' }] } });
    expect(await pages.render('<div id="prerendered" inert></div><div id="root" hidden></div>', req, res)).toBeNull();
    expect(asked).toEqual([]);
    const unbuilt = new PageRenderer(path.join(dir, 'missing.mjs'), async () => ({ data: { events: [] } }));
    expect(await unbuilt.render(TEMPLATE, req, res)).toBeNull();
  });

  it('throws when the render fails (the caller then sends the page as built)', async () => {
    const broken = path.join(dir, 'broken.mjs');
    fs.writeFileSync(broken, 'export async function prerenderPage() { throw new Error("render failed"); }\n');
    const pages = new PageRenderer(broken, async () => ({ data: { events: [{ title: 'x' }] } }));
    await expect(pages.render(TEMPLATE, req, res)).rejects.toThrow('render failed');
  });

  it('draws the page in the zone its time-zone meta element names (issue #23)', async () => {
    const zoned = path.join(dir, 'zoned.mjs');
    fs.writeFileSync(
      zoned,
      'let zone = "default";\nexport function setAssociationTimeZone(z) { zone = z; }\n' +
        'export async function prerenderPage() { return { html: `<p>${zone}</p>` }; }\n',
    );
    const pages = new PageRenderer(zoned, async () => ({ data: { events: [] } }));
    const template = TEMPLATE.replace('<head></head>', '<head><meta name="time-zone" content="Europe/London" /></head>');
    expect(await pages.render(template, req, res)).toContain('<p>Europe/London</p>');
  });
});

describe('withRouteParams (issue #24: one build-time page for every event)', () => {
  const detail = (data: unknown) =>
    `<head></head><body><div id="prerendered" inert></div><div id="root" hidden></div><script type="application/json" id="prerendered-queries">${JSON.stringify(data)}</script></body>`;
  const queriesOf = (html: string) => JSON.parse(/id="prerendered-queries">(.*?)<\/script>/s.exec(html)![1]);

  it('puts the request’s slug in the merged request and in each query, and leaves other values alone', () => {
    const page = detail({
      request: { query: 'query P($slug: String!) { event(slug: $slug) { title } }', variables: { slug: ':slug', size: 3 }, operationName: 'P' },
      queries: [
        { query: {}, variables: { slug: ':slug' }, fields: {} },
        { query: {}, variables: {}, fields: {} },
      ],
    });
    const filled = queriesOf(withRouteParams(page, { slug: 'neighbourhood-picnic' }));
    expect(filled.request.variables).toEqual({ slug: 'neighbourhood-picnic', size: 3 });
    expect(filled.queries.map((q: { variables: unknown }) => q.variables)).toEqual([{ slug: 'neighbourhood-picnic' }, {}]);
  });

  it('writes a slug that could close the element as JSON with < escaped', () => {
    const page = detail({ request: { query: 'q', variables: { slug: ':slug' }, operationName: 'P' }, queries: [] });
    const html = withRouteParams(page, { slug: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>');
    expect(queriesOf(html).request.variables.slug).toBe('</script><script>alert(1)</script>');
  });

  it('leaves a page without parameters or without a queries block as it is', () => {
    expect(withRouteParams(TEMPLATE, {})).toBe(TEMPLATE);
    expect(withRouteParams('<p>no data</p>', { slug: 'x' })).toBe('<p>no data</p>');
  });
});
