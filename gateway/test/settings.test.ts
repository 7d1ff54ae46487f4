/**
 * Signature, user configuration, configuration items and organisation (src/settings/) against the
 * real in-process api: the mapping of each REST answer, the input each mutation sends, the errors
 * (FORBIDDEN without the screen's module, BAD_USER_INPUT with the input's field names, CONFLICT on
 * a stale edit) and the effects other fields read at once (`Viewer.hasSignature`,
 * `Viewer.passwordSecurity`, `Query.settings`, `Viewer.companyLogoUrl`).
 * spec: access-and-administration §2 "Signature Settings", "User Configuration Settings",
 * "Configuration Settings", "Organization Settings", §4, §8, §9.
 */
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, PASSWORD, type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ api: { certificates: false } });
});
afterAll(() => stack?.close());

/** A `width`×`height` RGBA PNG: a black stroke across a transparent (or white) ground. */
function png(
  width: number,
  height: number,
  ground: [number, number, number, number] = [0, 0, 0, 0],
  stroke = true,
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ink = stroke && Math.abs(y - Math.round((x * height) / width)) <= 1;
      rows.set(ink ? [0, 0, 0, 255] : ground, y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** Sends an image through the gateway's upload route; answers its upload id. */
async function uploadImage(token: string, bytes: Buffer, name = 'image.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${stack.gatewayUrl}/files/uploads?purpose=image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { upload: { id: string } }).upload.id;
}

const MY_SIGNATURE = '{ mySignature { image source updatedAt } viewer { hasSignature } }';
const SAVE_SIGNATURE = `mutation($input: SaveSignatureInput!) {
  saveSignature(input: $input) { message signature { image source updatedAt } } }`;

interface SignatureData {
  mySignature: { image: string; source: string; updatedAt: string } | null;
  viewer: { hasSignature: boolean };
}
interface SaveSignatureData {
  saveSignature: { message: string; signature: { image: string; source: string; updatedAt: string } };
}

describe('signature', () => {
  it('mySignature is null without one; a drawing is saved and hasSignature reads true at once', async () => {
    const admin = await stack.token('admin');
    expect(ok(await stack.gql<SignatureData>(MY_SIGNATURE, {}, admin))).toEqual({
      mySignature: null,
      viewer: { hasSignature: false },
    });

    const saved = ok(
      await stack.gql<SaveSignatureData>(
        SAVE_SIGNATURE,
        { input: { drawing: dataUrl(png(500, 150, [255, 255, 255, 255])) } },
        admin,
      ),
    );
    expect(saved.saveSignature).toEqual({
      message: 'Signature saved successfully',
      signature: {
        image: expect.stringMatching(/^data:image\/png;base64,/),
        source: 'DRAW',
        updatedAt: expect.any(String),
      },
    });
    expect(stack.calls.some((c) => c.method === 'POST' && c.path === '/uploadSignature')).toBe(true);

    const after = ok(await stack.gql<SignatureData>(MY_SIGNATURE, {}, admin));
    expect(after.viewer.hasSignature).toBe(true);
    expect(after.mySignature).toEqual(saved.saveSignature.signature);
  });

  it('an uploaded image (uploadId of POST /files/uploads?purpose=image) is saved as UPLOAD', async () => {
    const signee = await stack.token('signee1');
    const uploadId = await uploadImage(signee, png(200, 100));
    const saved = ok(await stack.gql<SaveSignatureData>(SAVE_SIGNATURE, { input: { uploadId } }, signee));
    expect(saved.saveSignature.signature.source).toBe('UPLOAD');
    const mine = ok(await stack.gql<SignatureData>(MY_SIGNATURE, {}, signee));
    expect(mine.mySignature?.image).toBe(saved.saveSignature.signature.image);
  });

  it('nothing or both: BAD_USER_INPUT with the spec’s message; without the module FORBIDDEN', async () => {
    const signee = await stack.token('signee2');
    const none = await stack.gql(SAVE_SIGNATURE, { input: {} }, signee);
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(none.errors?.[0]?.message).toBe('Please upload/draw your signature');

    const both = await stack.gql(
      SAVE_SIGNATURE,
      { input: { drawing: dataUrl(png(100, 40)), uploadId: await uploadImage(signee, png(100, 40)) } },
      signee,
    );
    expect(codeOf(both)).toBe('BAD_USER_INPUT');
    expect(both.errors?.[0]?.message).toBe('Please upload/draw your signature');

    // a pad without ink is no signature; the error names the input's field
    const blank = await stack.gql(
      SAVE_SIGNATURE,
      { input: { drawing: dataUrl(png(500, 150, [255, 255, 255, 255], false)) } },
      signee,
    );
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0]?.message).toBe('Please upload/draw your signature');
    expect(blank.errors?.[0]?.extensions?.fieldErrors).toEqual({ drawing: 'Please upload/draw your signature' });
    expect(ok(await stack.gql<SignatureData>(MY_SIGNATURE, {}, signee)).mySignature?.source).toBe('DRAW');

    const printer = await stack.token('printer');
    const refused = await stack.gql(SAVE_SIGNATURE, { input: { drawing: dataUrl(png(100, 40)) } }, printer);
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });
});

const USER_CONFIGURATION = '{ userConfiguration { passwordSecurity emailNotifications } viewer { passwordSecurity } }';
const UPDATE_USER_CONFIGURATION = `mutation($input: UpdateUserConfigurationInput!) {
  updateUserConfiguration(input: $input) { message userConfiguration { passwordSecurity emailNotifications } } }`;

interface UserConfigurationData {
  userConfiguration: { passwordSecurity: boolean; emailNotifications: boolean };
  viewer: { passwordSecurity: boolean };
}

describe('user configuration', () => {
  it('reads and saves each switch at once', async () => {
    const printer = await stack.token('printer');
    const before = ok(await stack.gql<UserConfigurationData>(USER_CONFIGURATION, {}, printer));
    expect(before.userConfiguration.passwordSecurity).toBe(before.viewer.passwordSecurity);

    const off = ok(
      await stack.gql<{
        updateUserConfiguration: { message: string; userConfiguration: UserConfigurationData['userConfiguration'] };
      }>(UPDATE_USER_CONFIGURATION, { input: { emailNotifications: false } }, printer),
    );
    expect(off.updateUserConfiguration).toEqual({
      message: 'User configuration updated successfully',
      userConfiguration: { passwordSecurity: before.userConfiguration.passwordSecurity, emailNotifications: false },
    });
    const on = ok(
      await stack.gql<{ updateUserConfiguration: { userConfiguration: UserConfigurationData['userConfiguration'] } }>(
        UPDATE_USER_CONFIGURATION,
        { input: { passwordSecurity: true } },
        printer,
      ),
    );
    expect(on.updateUserConfiguration.userConfiguration.passwordSecurity).toBe(true);
    expect(ok(await stack.gql<UserConfigurationData>(USER_CONFIGURATION, {}, printer)).viewer.passwordSecurity).toBe(
      true,
    );
  });

  it('turning password security off: FORBIDDEN without the password, BAD_USER_INPUT when wrong (still signed in)', async () => {
    const signee = await stack.token('signee2');
    expect(
      ok(await stack.gql<UserConfigurationData>(USER_CONFIGURATION, {}, signee)).userConfiguration.passwordSecurity,
    ).toBe(true);
    const missing = await stack.gql(UPDATE_USER_CONFIGURATION, { input: { passwordSecurity: false } }, signee);
    expect(codeOf(missing)).toBe('FORBIDDEN');
    expect(missing.errors?.[0]?.message).toBe('Please Enter Password');

    const wrong = await stack.gql(
      UPDATE_USER_CONFIGURATION,
      { input: { passwordSecurity: false, password: 'Wrong@2026x' } },
      signee,
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.extensions?.fieldErrors).toEqual({ password: 'Incorrect password' });

    const done = ok(
      await stack.gql<{ updateUserConfiguration: { userConfiguration: UserConfigurationData['userConfiguration'] } }>(
        UPDATE_USER_CONFIGURATION,
        { input: { passwordSecurity: false, password: PASSWORD } },
        signee,
      ),
    );
    expect(done.updateUserConfiguration.userConfiguration.passwordSecurity).toBe(false);
    expect(ok(await stack.gql<UserConfigurationData>(USER_CONFIGURATION, {}, signee)).viewer.passwordSecurity).toBe(
      false,
    );
  });

  it('no switch at all: BAD_USER_INPUT', async () => {
    const res = await stack.gql(UPDATE_USER_CONFIGURATION, { input: {} }, await stack.token('approver'));
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
  });
});

const CONFIGURATION =
  '{ configurationItems { key text value options } settings { displayDateFormat feeConfirmationRequired } }';
const UPDATE_ITEM = `mutation($input: UpdateConfigurationItemInput!) {
  updateConfigurationItem(input: $input) { message configurationItem { key text value options } } }`;

interface ConfigurationData {
  configurationItems: Array<{ key: string; text: string; value: string; options: string[] }>;
  settings: { displayDateFormat: string; feeConfirmationRequired: boolean };
}

describe('configuration items', () => {
  it('lists the known keys first with their choices; a change shows in Query.settings at once', async () => {
    const admin = await stack.token('admin');
    const before = ok(await stack.gql<ConfigurationData>(CONFIGURATION, {}, admin));
    expect(before.configurationItems.slice(0, 2)).toEqual([
      {
        key: 'display_date_format',
        text: 'Display Date Format',
        value: 'dd-mm-yyyy',
        options: ['dd-mm-yyyy', 'dd/mm/yyyy', 'mm-dd-yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd', 'yyyy/mm/dd'],
      },
      {
        key: 'fee_paid_or_not_confirmation',
        text: expect.any(String),
        value: expect.any(String),
        options: ['Yes', 'NO'],
      },
    ]);
    expect(before.configurationItems.find((i) => i.key === 'student_portal_report_url')?.options).toEqual([]);

    const saved = ok(
      await stack.gql<{
        updateConfigurationItem: {
          message: string;
          configurationItem: ConfigurationData['configurationItems'][number];
        };
      }>(UPDATE_ITEM, { input: { key: 'display_date_format', value: 'YYYY/MM/DD' } }, admin),
    );
    expect(saved.updateConfigurationItem).toMatchObject({
      message: 'Configuration updated successfully',
      configurationItem: { key: 'display_date_format', value: 'yyyy/mm/dd' },
    });
    ok(await stack.gql(UPDATE_ITEM, { input: { key: 'fee_paid_or_not_confirmation', value: 'NO' } }, admin));
    // another user's next operation reads the new values
    const signee = await stack.token('signee1');
    const settings = ok(
      await stack.gql<Pick<ConfigurationData, 'settings'>>(
        '{ settings { displayDateFormat feeConfirmationRequired } }',
        {},
        signee,
      ),
    );
    expect(settings.settings).toEqual({ displayDateFormat: 'yyyy/mm/dd', feeConfirmationRequired: false });

    ok(await stack.gql(UPDATE_ITEM, { input: { key: 'display_date_format', value: 'dd-mm-yyyy' } }, admin));
    ok(await stack.gql(UPDATE_ITEM, { input: { key: 'fee_paid_or_not_confirmation', value: 'Yes' } }, admin));
    expect(ok(await stack.gql<ConfigurationData>(CONFIGURATION, {}, admin)).settings).toEqual({
      displayDateFormat: 'dd-mm-yyyy',
      feeConfirmationRequired: true,
    });
  });

  it('refusals: a value outside the choices BAD_USER_INPUT on value, an unknown key NOT_FOUND, others FORBIDDEN', async () => {
    const admin = await stack.token('admin');
    const bad = await stack.gql(UPDATE_ITEM, { input: { key: 'display_date_format', value: 'dd.mm.yyyy' } }, admin);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ value: expect.stringContaining('Display Date Format') });
    const unknown = await stack.gql(UPDATE_ITEM, { input: { key: 'no_such_key', value: 'x' } }, admin);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors?.[0]?.message).toBe('Configuration item not found');

    const approver = await stack.token('approver');
    expect(codeOf(await stack.gql(CONFIGURATION, {}, approver))).toBe('FORBIDDEN');
    expect(
      codeOf(await stack.gql(UPDATE_ITEM, { input: { key: 'display_date_format', value: 'dd/mm/yyyy' } }, approver)),
    ).toBe('FORBIDDEN');
  });
});

const ORGANISATION_FIELDS = `companyShortName companyName rtoCode contactPerson contactEmail companyAddress
  phoneNumber faxNumber postCode title logoUrl updatedAt`;
const ORGANISATION = `{ organisation { ${ORGANISATION_FIELDS} } }`;
const UPDATE_ORGANISATION = `mutation($input: UpdateOrganisationInput!) {
  updateOrganisation(input: $input) { message organisation { ${ORGANISATION_FIELDS} } } }`;

type Organisation = Record<string, string | null>;

describe('organisation', () => {
  it('reads the profile; saves it with a logo, which becomes the viewer’s company logo', async () => {
    const admin = await stack.token('admin');
    const { organisation } = ok(await stack.gql<{ organisation: Organisation }>(ORGANISATION, {}, admin));
    expect(organisation).toMatchObject({
      companyShortName: 'SCIT',
      companyName: 'Southern Cross Institute of Training',
      rtoCode: '45123',
      logoUrl: null,
      updatedAt: expect.any(String),
    });

    const logoUploadId = await uploadImage(admin, png(120, 40), 'logo.png');
    const saved = ok(
      await stack.gql<{ updateOrganisation: { message: string; organisation: Organisation } }>(
        UPDATE_ORGANISATION,
        {
          input: {
            companyShortName: 'SCIT',
            companyName: 'Southern Cross Institute of Training Pty Ltd',
            contactPerson: null,
            faxNumber: '',
            logoUploadId,
            updatedAt: organisation.updatedAt,
          },
        },
        admin,
      ),
    );
    expect(saved.updateOrganisation).toEqual({
      message: 'Company settings updated successfully',
      organisation: {
        ...organisation,
        companyName: 'Southern Cross Institute of Training Pty Ltd',
        contactPerson: null,
        faxNumber: null,
        logoUrl: expect.stringMatching(/^\/files\/\d+$/),
        updatedAt: expect.any(String),
      },
    });
    const logoUrl = saved.updateOrganisation.organisation.logoUrl!;
    // the header's client logo, for anyone signed in, served by the gateway
    const printer = await stack.token('printer');
    const viewer = ok(
      await stack.gql<{ viewer: { companyLogoUrl: string } }>('{ viewer { companyLogoUrl } }', {}, printer),
    );
    expect(viewer.viewer.companyLogoUrl).toBe(logoUrl);
    const served = await fetch(stack.gatewayUrl + logoUrl, { headers: { authorization: `Bearer ${printer}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('a stale edit is a CONFLICT; refusals name the input’s fields; others FORBIDDEN', async () => {
    const admin = await stack.token('admin');
    const stale = await stack.gql(
      UPDATE_ORGANISATION,
      { input: { companyShortName: 'SCIT', companyName: 'Old read', updatedAt: '2020-01-01T00:00:00.000Z' } },
      admin,
    );
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(
      'The organisation settings were changed by someone else. Reload them and try again.',
    );

    const invalid = await stack.gql(
      UPDATE_ORGANISATION,
      { input: { companyShortName: 'SCIT', companyName: '', contactEmail: 'not-an-email', logoUploadId: '999999' } },
      admin,
    );
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    const fieldErrors = invalid.errors?.[0]?.extensions?.fieldErrors as Record<string, string>;
    expect(fieldErrors).toMatchObject({
      companyName: 'Please enter Company Name',
      contactEmail: 'Please enter a valid email',
    });
    expect(Object.keys(fieldErrors).every((k) => !k.includes('_') && k !== 'uploadId')).toBe(true);

    const approver = await stack.token('approver');
    expect(codeOf(await stack.gql(ORGANISATION, {}, approver))).toBe('FORBIDDEN');
  });
});
