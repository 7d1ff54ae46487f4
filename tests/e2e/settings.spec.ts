/**
 * Settings screens end to end (access-and-administration §2 "Signature Settings", "Configuration
 * Settings", "Organization Settings"): a signee draws a signature with the mouse and sees it
 * shown; the administrator changes the display date format and a certificate list's dates follow
 * it without a reload (then sets it back to dd-mm-yyyy so other specs see the default); the
 * administrator uploads a logo and sees it in the header at once.
 */
import { ConfigurationSettingsPage } from './pages/ConfigurationSettingsPage';
import { OrganisationSettingsPage } from './pages/OrganisationSettingsPage';
import { SignatureSettingsPage } from './pages/SignatureSettingsPage';
import { expect, storageStateOf, test } from './support/fixtures';
import { logoPng } from './support/pngImages';

test.describe('as a signee', () => {
  test.use({ storageState: storageStateOf('signee1') });

  test('draws a signature on the pad and sees it shown', async ({ app }) => {
    const signature = new SignatureSettingsPage(app.page);
    await signature.open();
    // signee1 has a signature in the demo data
    await expect(signature.text('Signature exsits, do you want to change?')).toBeVisible();
    const before = await signature.currentSignature.getAttribute('src');

    await signature.choose('Draw');
    await expect(signature.text('Note: Draw within the canvas')).toBeVisible();
    expect(await signature.pad.boundingBox()).toMatchObject({ width: 500, height: 150 });
    await expect(signature.submitButton).toBeDisabled();
    await signature.drawSignature({ submit: false });
    await expect(signature.submitButton).toBeEnabled();
    await signature.clear();
    await expect(signature.submitButton).toBeDisabled();

    await signature.drawSignature();
    await expect(app.toast('Signature saved successfully')).toBeVisible();
    await expect(signature.currentSignature).not.toHaveAttribute('src', before ?? '');
    await expect(app.page.getByText(/^Drawn on /)).toBeVisible();
    // the stored drawing is the ink trimmed from the pad: a real image, smaller than the pad
    const size = await signature.currentSignature.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(size.width).toBeGreaterThan(50);
    expect(size.height).toBeGreaterThan(10);
    await expect(signature.submitButton).toBeDisabled();
  });
});

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('changes the date format and a list’s dates follow it at once', async ({ app }) => {
    const configuration = new ConfigurationSettingsPage(app.page);
    await configuration.open();
    await expect(configuration.value('display_date_format')).toHaveValue('dd-mm-yyyy');
    const requestedDates = app.page.getByRole('table').getByRole('cell', { name: /^\d{2}-\d{2}-\d{4}$/ });
    const newDates = app.page.getByRole('table').getByRole('cell', { name: /^\d{4}\/\d{2}\/\d{2}$/ });
    try {
      await configuration.setItem('display_date_format', 'yyyy/mm/dd');
      await expect(app.toast('Configuration updated successfully')).toBeVisible();
      await expect(configuration.value('display_date_format')).toHaveValue('yyyy/mm/dd');

      // through the menu, without reloading the page: the app's cached settings were fetched again
      await app.header.openMenu('Certificates');
      await app.header.choose('Certificate Requests');
      await expect(app.page).toHaveURL(/\/certificates\/requested-list$/);
      await expect(newDates.first()).toBeVisible();
      await expect(requestedDates).toHaveCount(0);
    } finally {
      await configuration.open();
      await configuration.setItem('display_date_format', 'dd-mm-yyyy');
      await expect(app.toast('Configuration updated successfully')).toBeVisible();
    }
    await app.lists.open('requested-list');
    await expect(requestedDates.first()).toBeVisible();
  });

  test('uploads an organisation logo and sees it in the header', async ({ app }) => {
    const organisation = new OrganisationSettingsPage(app.page);
    await organisation.open();
    await expect(organisation.field('Company Short Name')).not.toHaveValue('');
    const headerLogo = app.header.root.getByRole('img', { name: 'Organisation logo' });

    await organisation.save({ logo: { name: 'scit-logo.png', mimeType: 'image/png', buffer: logoPng(160, 48) } });
    await expect(app.toast('Company settings updated successfully')).toBeVisible();
    await expect(organisation.logoPreview).toHaveAttribute('alt', 'Current logo');

    // the header shows the new logo without a reload (fetched with the token, as /files needs)
    await expect(headerLogo).toBeVisible();
    await expect
      .poll(() => headerLogo.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
      .toBe('160x48');
  });
});
