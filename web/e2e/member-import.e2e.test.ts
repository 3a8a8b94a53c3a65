import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { importMessages } from '../../shared/member-import';
import { Member } from '../../server/src/members/member.entity';
import { closedAfterEachTest, describeBrowser, pageProblems } from './browser';
import { PHONE, signInAsDemo, startRig, type BrowserRig } from './server';

const opened = closedAfterEachTest();

/** The spreadsheet rows (2–501) that hold a problem, and what the dry run says about each. */
const BAD = {
  51: ['Email', importMessages.email('not-an-address')],
  201: ['Join date', importMessages.date('Join date', '31/2/2020')],
  401: ['Full name', importMessages.required('Full name')],
} as const;

/**
 * A 500-member workbook as a committee's spreadsheet might hold it: member numbers from 3001, join
 * dates as Excel dates and as D/M/YYYY text, three bad rows (51, 201, 401) and, in row 300, the
 * e-mail of a member the site has already.
 */
async function workbook(existingEmail: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members 2025');
  sheet.addRow(['Member No.', 'Name', 'Email Address', 'Mobile', 'Street address', 'Joined', 'Membership type']);
  for (let i = 1; i <= 500; i++) {
    const row = i + 1;
    sheet.addRow([
      3000 + i,
      row === 401 ? '' : `Moved In ${String(i).padStart(3, '0')}`,
      row === 51 ? 'not-an-address' : row === 300 ? existingEmail : `moved.in.${i}@neighbours.example.org`,
      `0412 ${String(100_000 + i).slice(0, 3)} ${String(i).padStart(3, '0')}`,
      `${i} Gum Tree Road`,
      row === 201 ? '31/2/2020' : i % 2 ? new Date(Date.UTC(2010 + (i % 15), i % 12, 1 + (i % 28))) : `${1 + (i % 28)}/${1 + (i % 12)}/2019`,
      ['Owner', 'Renter', 'Investor'][i % 3],
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeBrowser('importing members from a spreadsheet (issue #34 "Moving in")', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });

  const problemsShown = (page: Page) =>
    page
      .getByTestId('import-problem')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));

  it('imports a 500-row workbook: three bad rows shown by row number and left out, a duplicate skipped, the members listed', async () => {
    const [existing] = await rig.server.services.db.getRepository(Member).find({ order: { memberNumber: 'ASC' }, take: 1 });
    const file = await workbook(existing.email);
    const page = await signInAsDemo(rig, 'ADMIN', PHONE);
    opened.push(page);

    // From the members page to the import screen, as staff find it.
    await page.goto(rig.url('/admin/members'));
    await page.getByRole('link', { name: 'Import Members' }).first().click();
    await page.getByRole('heading', { name: 'Import Members', level: 1 }).waitFor();

    await page.getByLabel('Spreadsheet (CSV or Excel .xlsx)').setInputFiles({
      name: 'members-2025.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
    await page.getByText('500 member rows in members-2025.xlsx').waitFor();
    // The mapping suggested from the headings; "Membership type" is the member type.
    const fieldOf = (heading: string) => page.getByLabel(`Field for column “${heading}”`);
    expect(await fieldOf('Member No.').inputValue()).toBe('memberNumber');
    expect(await fieldOf('Email Address').inputValue()).toBe('email');
    expect(await fieldOf('Joined').inputValue()).toBe('joinDate');
    expect(await fieldOf('Membership type').inputValue()).toBe('memberType');
    expect(await pageProblems(page, 'mapping at 375 px')).toEqual([]);

    // The dry run: the three problems by spreadsheet row, and the duplicate.
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('heading', { name: '3. Check and import' }).waitFor();
    await page.getByTestId('import-problem').nth(2).waitFor();
    expect(await problemsShown(page)).toEqual(Object.entries(BAD).map(([row, [field, message]]) => [row, field, message]));
    await page.getByText('1 email already belonging to members').waitFor();
    const importButton = page.getByRole('button', { name: /^Import \d+ members?$/ });
    expect(await importButton.isDisabled()).toBe(true);
    expect(await pageProblems(page, 'dry run at 375 px')).toEqual([]);
    expect(await rig.server.services.db.getRepository(Member).countBy({ fullName: 'Moved In 001' })).toBe(0);

    // Leave the three rows out, and skip the member the site has already (with the keyboard).
    await page.getByRole('button', { name: 'Leave out 3 rows with problems' }).click();
    await page.getByTestId('import-no-problems').waitFor();
    await page.getByText('Left out: 3 rows (51, 201, 401).').waitFor();
    const choice = page.getByLabel('Row 300, Moved In 299');
    await choice.focus();
    await choice.selectOption('skip');
    await importButton.filter({ hasText: 'Import 496 members' }).waitFor();
    await importButton.focus();
    await page.keyboard.press('Enter');

    await page
      .getByTestId('import-result')
      .filter({ hasText: importMessages.imported({ created: 496, updated: 0, skipped: 1, excluded: 3 }) })
      .waitFor();
    expect(await pageProblems(page, 'result at 375 px')).toEqual([]);
    const stored = await rig.server.services.db.getRepository(Member).findOneByOrFail({ email: 'moved.in.7@neighbours.example.org' });
    expect(stored).toMatchObject({ memberNumber: 3007, fullName: 'Moved In 007', status: 'approved', memberType: 'renter' });
    expect(await rig.server.services.db.getRepository(Member).countBy({ email: 'moved.in.400@neighbours.example.org' })).toBe(0);
    expect((await rig.server.services.db.getRepository(Member).findOneByOrFail({ id: existing.id })).fullName).toBe(existing.fullName);

    // The members list shows them.
    await page.getByRole('link', { name: 'See the members' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Moved In 007');
    await page.getByText('moved.in.7@neighbours.example.org').first().waitFor();
  });
});
