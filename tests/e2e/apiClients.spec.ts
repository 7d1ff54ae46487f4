/**
 * API Clients end to end (docs/integrators.md "Create an API client"): the administrator opens the screen
 * from the Settings menu, creates a client and sees its secret once; the secret works as
 * `Authorization: Bearer` against the gateway's /graphql (plain `fetch`, as an integrator would);
 * a rotation answers a new secret and the old one is refused (UNAUTHENTICATED) at once; a revoke
 * refuses the current one too. A client's webhook endpoint on a loopback receiver of the spec's own
 * is added (its signing secret shown once): a requested certificate reaches it signed with that
 * secret, the delivery log shows it Delivered with its attempt, and Replay sends it again with the
 * same message id. The screen, its dialogs and the drawer are axe clean with no sideways scroll at
 * 390 and 1366 px.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClientsPage } from './pages/ApiClientsPage';
import { expectClean, inspect, inspectDialog, openAs, type ScreenFindings, VIEWPORTS } from './support/axeCheck';
import { expect, storageStateOf, test } from './support/fixtures';
import { asUser, requestCertificate } from './support/restApi';
import { baseURL } from '../playwright.config';

/** What the gateway answers `{ viewerApiClient { name } }` with, called with `secret` as a bearer token. */
async function viewerApiClient(secret: string): Promise<{ name: string | null; code: string | null }> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ viewerApiClient { name } }' }),
  });
  const body = (await res.json()) as {
    data?: { viewerApiClient: { name: string } | null } | null;
    errors?: Array<{ extensions?: { code?: string } }>;
  };
  return {
    name: body.data?.viewerApiClient?.name ?? null,
    code: body.errors?.[0]?.extensions?.code ?? null,
  };
}

/** One request a receiver got. */
interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on loopback (the stack accepts loopback endpoints: WEBHOOK_ALLOW_INSECURE_LOOPBACK
 * in playwright.config.ts) that answers 204 and keeps what it got.
 */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[key] = value;
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/certify-hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes. */
function verifySignature(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest('base64');
  return (headers['webhook-signature'] ?? '').split(' ').includes(`v1,${expected}`);
}

/** A name no other run or spec uses. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).toUpperCase()}`;

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('creates a client, sees its secret once, uses it, rotates it and revokes the client', async ({
    app,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const clients = new ApiClientsPage(app.page);
    await app.goto('/dashboard');
    if (app.header.compact) await app.header.openMenu('Settings');
    else await app.header.openSettingsMenu();
    await app.header.choose('API Clients');
    await expect(app.page).toHaveURL(/\/settings\/api-clients$/);
    await expect(clients.heading).toBeVisible();

    // create: the secret is shown once, with Copy
    const name = uniqueName('E2E student system');
    const secret = await clients.create(name, ['Read the register', 'Manage webhooks']);
    expect(secret).toMatch(/^cfy_[A-Za-z0-9_-]{40,}$/);
    await expect(clients.secretDialog.root).toContainText('It will not be shown again.');
    await expect(clients.secretDialog.field()).toHaveAttribute('readonly', '');
    await clients.secretDialog.copy();
    await expect(clients.secretDialog.root.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await app.page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await clients.secretDialog.done();
    await expect(app.page.getByText(secret)).toHaveCount(0);

    const row = clients.row(name);
    await expect(row).toContainText('Read the register');
    await expect(row).toContainText('Manage webhooks');
    await expect(row).toContainText('Live');
    await expect(row).toContainText('Never');
    await expect(row).toContainText(`${secret.slice(0, 4)}…${secret.slice(-4)}`);
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);

    // the secret works against the gateway, as an integrator calls it
    expect(await viewerApiClient(secret)).toEqual({ name, code: null });
    // rotate: a new secret, shown once; the old one stops working at once
    const rotated = await clients.rotate(name);
    expect(rotated).not.toBe(secret);
    expect(rotated).toMatch(/^cfy_/);
    await clients.secretDialog.done();
    await expect(clients.row(name)).toContainText(`${rotated.slice(0, 4)}…${rotated.slice(-4)}`);
    await expect(clients.row(name)).toContainText(/Rotated \d{2}-\d{2}-\d{4}/);
    expect(await viewerApiClient(secret)).toEqual({ name: null, code: 'UNAUTHENTICATED' });
    expect(await viewerApiClient(rotated)).toEqual({ name, code: null });

    // revoke: the current secret stops working too; the row keeps only its webhooks
    await clients.revoke(name);
    await expect(app.toast('revoked')).toBeVisible();
    await expect(clients.row(name)).toContainText(/Revoked \d{2}-\d{2}-\d{4}/);
    await expect(clients.row(name).getByRole('button', { name: /Rotate|Revoke/ })).toHaveCount(0);
    expect(await viewerApiClient(rotated)).toEqual({ name: null, code: 'UNAUTHENTICATED' });

    // after a reload the table says the same (it was not only the cache)
    await app.page.reload();
    await expect(clients.row(name)).toContainText(/Revoked \d{2}-\d{2}-\d{4}/);
  });

  test('a webhook endpoint receives a signed delivery, its log shows it and Replay sends it again', async ({
    app,
    request,
  }) => {
    const receiver = await startReceiver();
    try {
      const clients = new ApiClientsPage(app.page);
      await clients.open();
      const name = uniqueName('E2E reporting tool');
      // it receives the events of the certificates it may see: every one with "Read the register"
      await clients.create(name, ['Read the register', 'Manage webhooks']);
      await clients.secretDialog.done();

      const drawer = await clients.webhooks(name);
      await expect(drawer.root.getByText('No endpoints')).toBeVisible();
      const signingSecret = await drawer.addEndpoint(receiver.url, ['Requested'], 'E2E receiver');
      expect(signingSecret).toMatch(/^whsec_/);
      const card = drawer.endpoint(receiver.url);
      await expect(card).toContainText('E2E receiver');
      await expect(card).toContainText('Requested');
      await expect(card.getByRole('switch')).toBeChecked();

      // a certificate is requested: the endpoint receives certificate.requested, signed with the secret shown
      const credentialNumber = `E2E-HOOK-${Date.now().toString(36).toUpperCase()}`;
      await asUser(request, 'requisitioner', (call) =>
        requestCertificate(call, { student: 0, course: 0, credentialNumber }),
      );
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      const first = receiver.received[0]!;
      expect(first.headers['webhook-id']).toMatch(/^msg_/);
      expect(first.body).toContain(credentialNumber);
      expect(verifySignature(signingSecret, first)).toBe(true);

      // the delivery log: Delivered, one attempt answered 204 (the receiver's answer)
      const log = await drawer.openDeliveryLog(receiver.url);
      // the delivery's own row (its expanded attempts follow in a row of their own)
      const row = log
        .getByRole('row')
        .filter({ has: app.page.getByRole('button', { name: /^Replay certificate\.requested/ }) });
      await expect(async () => {
        await drawer.root.getByRole('button', { name: 'Refresh' }).click();
        await expect(row).toContainText('Delivered', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row.getByRole('cell').nth(2)).toHaveText('1');
      await expect(row.getByRole('cell').nth(3)).toHaveText('204');
      await row.getByRole('button', { name: /^Attempts of / }).click();
      const attempts = drawer.root.getByRole('table', { name: `Attempts of ${first.headers['webhook-id']}` });
      await expect(attempts.getByRole('row')).toHaveCount(2);
      await expect(attempts).toContainText('204');
      expectClean([await inspectDialog(app.page, drawer.root, 'Delivery log with its attempts')]);

      // Replay: the same message id once more; the row counts a second attempt
      await row.getByRole('button', { name: /^Replay / }).click();
      await expect(app.toast('Delivery queued')).toBeVisible();
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
      await expect(async () => {
        await drawer.root.getByRole('button', { name: 'Refresh' }).click();
        await expect(row.getByRole('cell').nth(2)).toHaveText('2', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row).toContainText('Delivered');

      // the switch turns deliveries off and on
      await drawer.root.getByRole('button', { name: 'Back to the endpoints' }).click();
      const toggle = drawer.endpoint(receiver.url).getByRole('switch');
      await toggle.click({ force: true });
      await expect(toggle).not.toBeChecked();
      await toggle.click({ force: true });
      await expect(toggle).toBeChecked();
      await drawer.close();

      // a revoked client's endpoints stay readable, with nothing to add
      await clients.revoke(name);
      const revoked = await clients.webhooks(name);
      await expect(revoked.endpoint(receiver.url)).toBeVisible();
      await expect(revoked.root.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});

for (const viewport of VIEWPORTS) {
  test(`the screen, its dialogs and the webhooks drawer at ${viewport.width}×${viewport.height}`, async ({
    browser,
  }) => {
    const page = await openAs(browser, 'admin', viewport);
    const clients = new ApiClientsPage(page);
    const findings: ScreenFindings[] = [];
    await clients.open();
    findings.push(await inspect(page, '/settings/api-clients'));

    await clients.addButton.click();
    await page.getByRole('dialog', { name: 'Add API Client' }).getByRole('button', { name: 'Create' }).click();
    await expect(clients.addDialog.root).toContainText('Choose at least one scope');
    findings.push(await inspectDialog(page, clients.addDialog.root, 'Add API Client (with its messages)'));
    await page.keyboard.press('Escape');
    await expect(clients.addDialog.root).toBeHidden();

    const name = uniqueName(`E2E axe ${viewport.width}`);
    await clients.create(name, ['Request certificates']);
    findings.push(await inspectDialog(page, clients.secretDialog.root, 'Copy this secret now'));
    await clients.secretDialog.done();

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API client' });
    findings.push(await inspectDialog(page, confirm, 'Revoke confirmation'));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    const drawer = await clients.webhooks(name);
    await expect(drawer.root.getByText('No endpoints')).toBeVisible();
    findings.push(await inspectDialog(page, drawer.root, 'Webhooks drawer'));
    await drawer.root.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add endpoint' });
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(add).toContainText('Choose at least one event');
    findings.push(await inspectDialog(page, add, 'Add endpoint (with its messages)'));
    await add.getByRole('button', { name: 'Cancel' }).click();
    await drawer.close();

    await clients.revoke(name);
    expectClean(findings);
    await page.context().close();
  });
}
