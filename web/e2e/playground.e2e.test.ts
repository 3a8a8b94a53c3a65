import { describeBrowser } from './browser';
import { openPage, startRig, type BrowserRig } from './server';

describeBrowser('GraphQL playground', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  it('opens GraphiQL from our own bundle at /graphql, with the schema docs', async () => {
    const page = await openPage(rig, '/graphql', { width: 1280, height: 900 });
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(rig.server.url)) external.push(request.url());
    });
    await page
      .getByRole('button', { name: /documentation explorer/i })
      .first()
      .click();
    await page.getByText('Query', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(external).toEqual([]);
    await page.context().close();
  });

  it('still answers GraphQL POSTs at the same path', async () => {
    const res = await rig.server.gql<{ publicStats: { yearsServing: number } }>('{ publicStats { yearsServing } }');
    expect(res.data!.publicStats.yearsServing).toBe(5);
  });
});
