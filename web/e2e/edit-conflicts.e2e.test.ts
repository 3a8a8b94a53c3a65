import type { Page } from 'playwright-core';
import { adminMessages } from '../../shared/admin-messages';
import { Role } from '../../server/src/auth/roles';
import { Member } from '../../server/src/members/member.entity';
import { MemberStatus } from '../../server/src/members/member.enums';
import { Project } from '../../server/src/content/project/project.entity';
import { member, project } from '../../server/test/factories';
import { closedAfterEachTest, describeBrowser } from './browser';
import { newStaffLogin, signInAs, startRig, WIDE, type BrowserRig } from './server';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();

/**
 * Issue #33: two staff in two browsers edit one record; the later save gets the conflict view, keeps
 * the other's change and their own, and nothing is lost.
 */
describeBrowser('edit conflicts: two staff editing one record (issue #33)', () => {
  let rig: BrowserRig;
  let chair: Page;
  let editor: Page;
  const pages = closedAfterEachTest();
  beforeAll(async () => {
    rig = await startRig();
  }, 120_000);
  afterAll(async () => {
    await rig?.stop();
  });
  beforeEach(async () => {
    chair = await signInAs(rig, await newStaffLogin(rig, Role.ADMIN, 'Chair Person', 'chair'), WIDE);
    editor = await signInAs(rig, await newStaffLogin(rig, Role.ADMIN, 'Eddie Editor', 'eddie'), WIDE);
    pages.push(chair, editor);
  });

  it('a project: the second save shows both versions; the editor keeps the rename, their description and their own location', async () => {
    const p = await project(rig.server.services, { title: `Bench Repairs ${Date.now()}`, description: 'Original text', location: 'Town hall' });
    for (const page of [chair, editor]) {
      await page.goto(rig.url('/admin/cms/projects'));
      await page.getByRole('button', { name: `Edit ${p.title}` }).click();
      await page.getByRole('dialog', { name: 'Edit Project' }).waitFor();
    }
    const chairForm = chair.getByRole('dialog', { name: 'Edit Project' });
    await chairForm.getByRole('textbox', { name: 'Title', exact: true }).fill('Bench Repairs renamed');
    await chairForm.getByLabel('Location', { exact: true }).fill('Chair’s park');
    await chairForm.getByRole('button', { name: 'Update' }).click();
    await toast(chair, adminMessages.cms.updated('Project'));

    const form = editor.getByRole('dialog', { name: 'Edit Project' });
    // The open form hears about the other save live.
    await form.getByText('Someone else saved this project').waitFor();
    await form.getByLabel('Description', { exact: true }).fill('New description from the editor');
    await form.getByLabel('Location', { exact: true }).fill('Editor’s park');
    await form.getByRole('button', { name: 'Update' }).click();
    await toast(editor, adminMessages.cms.saveConflict);

    const conflict = form.getByRole('alert', { name: 'Edit conflict' });
    await conflict.getByText('Chair Person saved this').waitFor();
    // Title: only the chair changed it, so theirs is chosen; Location: both did, so the editor chooses.
    expect(await conflict.getByRole('radio', { name: 'Take theirs for Title' }).isChecked()).toBe(true);
    await conflict.getByText('Bench Repairs renamed').waitFor();
    await conflict.getByRole('radio', { name: 'Keep mine for Location' }).check();
    await conflict.getByRole('button', { name: 'Apply and review' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await form.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Bench Repairs renamed');
    expect(await form.getByLabel('Description', { exact: true }).inputValue()).toBe('New description from the editor');
    await form.getByRole('button', { name: 'Update' }).click();
    await toast(editor, adminMessages.cms.updated('Project'));

    const stored = await rig.server.services.db.getRepository(Project).findOneByOrFail({ id: p.id });
    expect(stored).toMatchObject({
      title: 'Bench Repairs renamed',
      description: 'New description from the editor',
      location: 'Editor’s park',
      rowVersion: 3,
    });
  });

  it('a member: one admin changes the phone, the other saves a note; the note is saved and the phone kept', async () => {
    const m = await member(rig.server.services, { fullName: `Pat Conflict ${Date.now()}`, status: MemberStatus.APPROVED, phone: '0400 000 000' });
    for (const page of [chair, editor]) {
      await page.goto(rig.url(`/admin/members?q=${encodeURIComponent(m.fullName)}`));
      await page.getByRole('button', { name: `Edit ${m.fullName}` }).click();
      await page.getByRole('dialog', { name: 'Edit Member' }).waitFor();
    }
    const chairForm = chair.getByRole('dialog', { name: 'Edit Member' });
    await chairForm.getByRole('textbox', { name: 'Phone' }).fill('0411 111 111');
    await chairForm.getByRole('button', { name: 'Save Changes' }).click();
    await toast(chair, adminMessages.members.updated);

    const form = editor.getByRole('dialog', { name: 'Edit Member' });
    await form.getByText('Someone else saved this member').waitFor();
    await form.getByLabel('Notes').fill('Called about the AGM');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(editor, adminMessages.members.updateConflict);
    const conflict = form.getByRole('alert', { name: 'Edit conflict' });
    expect(await conflict.getByRole('radio', { name: 'Take theirs for Phone' }).isChecked()).toBe(true);
    await conflict.getByRole('button', { name: 'Apply and review' }).click();
    expect(await form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('0411 111 111');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(editor, adminMessages.members.updated);

    const stored = await rig.server.services.db.getRepository(Member).findOneByOrFail({ id: m.id });
    expect(stored).toMatchObject({ phone: '0411 111 111', notes: 'Called about the AGM', version: 3 });
  });
});
