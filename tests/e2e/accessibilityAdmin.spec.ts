/**
 * The remaining screens and the main dialogs on a phone (390×844) and a small laptop (1366×768)
 * (docs/product.md): no serious or critical axe violation, nothing
 * scrolls sideways, and each dialog fits the screen's width. accessibility.spec.ts covers every
 * role's dashboard, lists, a detail, the request form and the master lists.
 * Screens: templates, role management, every settings screen (organisation, configuration, user
 * configuration, signature), add user, update user, add student. Dialogs: approve, reject,
 * sign confirmation, print result (of a certificate the spec brings to print itself), template
 * details, assign role, the role dialog, a role’s users, course units.
 * Every dialog is closed without acting (Escape or Cancel); no data of the seed or of other specs changes.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CourseListPage } from './pages/CourseListPage';
import { RoleManagementPage } from './pages/RoleManagementPage';
import { TemplateManagementPage } from './pages/TemplateManagementPage';
import { UserManagementPage } from './pages/UserManagementPage';
import {
  expectClean,
  inspect,
  inspectDialog,
  openAs,
  type ScreenFindings,
  settle,
  VIEWPORTS,
} from './support/axeCheck';
import { expect, test } from './support/fixtures';
import { standInForPrintDialog } from './support/printDialog';
import { approveCertificate, asUser, requestCertificate, signCertificates } from './support/restApi';

/** Checks the open `dialog`, then closes it with Escape (no action taken). */
async function checkDialog(page: Page, dialog: Locator, name: string): Promise<ScreenFindings> {
  const findings = await inspectDialog(page, dialog, name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return findings;
}

/** Opens the first certificate's detail of `list` (its Details button). */
async function openFirstDetail(page: Page, list: string): Promise<void> {
  await page.goto(`/certificates/${list}`);
  await settle(page);
  await page.getByRole('button', { name: 'Details' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${list}/\\d+`));
  await settle(page);
}

/**
 * A certificate of this spec's own, brought through the workflow over the REST api (requested,
 * approved, signed by both signees, issued) so the printer can print it: answers its id.
 */
async function certificateReadyToPrint(request: APIRequestContext): Promise<number> {
  const id = await asUser(request, 'requisitioner', (call) =>
    requestCertificate(call, {
      student: 1,
      course: 1,
      credentialNumber: `E2E-AXE-${Date.now().toString(36).toUpperCase()}`,
    }),
  );
  await asUser(request, 'approver', (call) => approveCertificate(call, id));
  for (const signee of ['signee1', 'signee2'] as const) {
    await asUser(request, signee, (call) => signCertificates(call, [id]));
  }
  await asUser(request, 'approver', (call) => call(`/certificate-issue/${id}`, {}));
  return id;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test('the administrator: templates, roles, settings, add and update user, add student', async ({ browser }) => {
      const page = await openAs(browser, 'admin', viewport);
      const findings: ScreenFindings[] = [];
      for (const url of [
        '/settings/template-management',
        '/settings/role-management',
        '/settings/company-settings',
        '/settings/configuration-settings',
        '/settings/user-configurations',
        '/settings/upload-signature',
        '/settings/audit-log',
        '/settings/add-user',
        '/master/add-student',
      ]) {
        await page.goto(url);
        findings.push(await inspect(page, url));
      }
      const users = new UserManagementPage(page);
      await users.open();
      await settle(page);
      await users.search('Nguyen');
      await users.editButton('Liam Nguyen').click();
      await expect(page).toHaveURL(/\/settings\/user-management\/\d+$/);
      findings.push(await inspect(page, '/settings/user-management/:id (update user)'));
      expectClean(findings);
      await page.context().close();
    });

    test('the administrator’s dialogs: template details, assign role, role, role users, course units', async ({
      browser,
    }) => {
      const page = await openAs(browser, 'admin', viewport);
      const findings: ScreenFindings[] = [];

      const templates = new TemplateManagementPage(page);
      await templates.open();
      await settle(page);
      findings.push(await checkDialog(page, await templates.openDetails('Qualification Testamur'), 'Template Details'));

      const users = new UserManagementPage(page);
      await users.open();
      await settle(page);
      await users.search('Nguyen');
      await users.row('requisitioner@certify.test').getByRole('button', { name: 'Assign Role' }).click();
      findings.push(await checkDialog(page, page.getByRole('dialog', { name: /Assign Role/ }), 'Assign Role'));

      const roles = new RoleManagementPage(page);
      await roles.open();
      await settle(page);
      await roles.addRoles();
      findings.push(await checkDialog(page, roles.dialog.root, 'Add Roles'));
      findings.push(await checkDialog(page, await roles.details('Approver'), 'Users of a role'));

      const courses = new CourseListPage(page);
      await courses.open();
      await settle(page);
      findings.push(await checkDialog(page, await courses.openUnits('CHC30121'), 'Units of competency'));

      expectClean(findings);
      await page.context().close();
    });

    test('the approver’s Approve and Reject dialogs', async ({ browser }) => {
      const page = await openAs(browser, 'approver', viewport);
      const findings: ScreenFindings[] = [];
      await openFirstDetail(page, 'requested-list');
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      findings.push(await checkDialog(page, page.getByRole('dialog'), 'Approve dialog'));
      await page.getByRole('button', { name: 'Reject', exact: true }).click();
      findings.push(await checkDialog(page, page.getByRole('dialog'), 'Reject dialog'));
      expectClean(findings);
      await page.context().close();
    });

    test('the printer’s print result dialog (its own certificate, printed)', async ({ browser, request }) => {
      const id = await certificateReadyToPrint(request);
      const page = await openAs(browser, 'printer', viewport);
      await standInForPrintDialog(page.context());
      await page.goto(`/certificates/send-to-print-list/${id}`);
      await settle(page);
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      const dialog = page.getByRole('dialog');
      // docs/architecture.md "Bulk work off the request path": the dialog follows the print job, then offers the PDF once it is ready
      await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      expectClean([await checkDialog(page, dialog, 'Print result')]);
      await page.context().close();
    });

    test('the signee: its signature screen, the sign page and its confirmation', async ({ browser }) => {
      const page = await openAs(browser, 'signee1', viewport);
      const findings: ScreenFindings[] = [];
      await page.goto('/settings/upload-signature');
      findings.push(await inspect(page, '/settings/upload-signature (signee)'));
      await openFirstDetail(page, 'to-be-signed-list');
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(page).toHaveURL(/\/sign$/);
      findings.push(await inspect(page, 'sign page'));
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
      findings.push(await inspectDialog(page, confirm, 'Sign confirmation'));
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      expectClean(findings);
      await page.context().close();
    });
  });
}
