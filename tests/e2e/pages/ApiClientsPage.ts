/**
 * /settings/api-clients — API Clients (docs/integrators.md "Create an API client"): the table of clients
 * with Webhooks, Rotate secret and Revoke; `AddApiClientDialog`, the confirmations, `SecretDialog`
 * (a secret shown once) and `WebhooksDrawer` (a client's endpoints and their delivery logs).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The readable scope labels of the Add API Client form. */
export type ScopeLabel = 'Read the register' | 'Request certificates' | 'Manage webhooks';

/** "Copy this secret now": the secret shown once. */
export class SecretDialog {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Copy this secret now' });
  }

  /** The read-only field holding the secret ('Secret' or 'Signing secret'). */
  field(label: 'Secret' | 'Signing secret' = 'Secret'): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** Reads the secret shown. */
  async secret(label: 'Secret' | 'Signing secret' = 'Secret'): Promise<string> {
    await expect(this.field(label)).not.toHaveValue('');
    return this.field(label).inputValue();
  }

  async copy(): Promise<void> {
    await this.root.getByRole('button', { name: 'Copy' }).click();
  }

  async done(): Promise<void> {
    await this.root.getByRole('button', { name: 'Done' }).click();
    await expect(this.root).toBeHidden();
  }
}

/** The Add API Client modal. */
export class AddApiClientDialog {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Add API Client' });
  }

  async fillName(name: string): Promise<void> {
    await this.root.getByLabel(/^Name/).fill(name);
  }

  async chooseScope(label: ScopeLabel): Promise<void> {
    // Blueprint draws its own box over the input: click the label, as a person does
    await this.root
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}`) })
      .click();
    await expect(this.root.getByRole('checkbox', { name: new RegExp(`^${label}`) })).toBeChecked();
  }

  async create(): Promise<void> {
    await this.root.getByRole('button', { name: 'Create' }).click();
  }
}

/** A client's webhooks drawer. */
export class WebhooksDrawer {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    clientName: string,
  ) {
    this.root = page
      .getByRole('dialog', { name: `Webhooks — ${clientName}` })
      .or(page.getByRole('dialog', { name: 'Delivery log' }));
  }

  /** The card of the endpoint at `url`. */
  endpoint(url: string): Locator {
    return this.root.getByRole('listitem').filter({ hasText: url });
  }

  /** Adds an endpoint; answers its signing secret (from the secret dialog, closed with Done). */
  async addEndpoint(url: string, events: string[], description?: string): Promise<string> {
    await this.root.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel(/^URL/).fill(url);
    for (const event of events) {
      await dialog
        .locator('label')
        .filter({ hasText: new RegExp(`^${event}\\b`) })
        .click();
      await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${event}\\b`) })).toBeChecked();
    }
    if (description) await dialog.getByLabel(/^Description/).fill(description);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = new SecretDialog(this.page);
    const value = await secret.secret('Signing secret');
    await secret.done();
    return value;
  }

  /** Opens the delivery log of the endpoint at `url`. */
  async openDeliveryLog(url: string): Promise<Locator> {
    await this.root.getByRole('button', { name: `Delivery log of ${url}` }).click();
    return this.root.getByRole('table', { name: 'Deliveries' });
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.root).toBeHidden();
  }
}

export class ApiClientsPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly table: Locator;
  readonly addDialog: AddApiClientDialog;
  readonly secretDialog: SecretDialog;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'API Clients', level: 1 });
    this.addButton = page.getByRole('button', { name: 'Add API Client' }).first();
    this.table = page.getByRole('table', { name: 'API clients' });
    this.addDialog = new AddApiClientDialog(page);
    this.secretDialog = new SecretDialog(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/api-clients');
    await expect(this.heading).toBeVisible();
  }

  /** The row of the client named `name` (names are unique among live clients). */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Creates a client; answers its secret, read from the secret dialog (left open). */
  async create(name: string, scopes: ScopeLabel[]): Promise<string> {
    await this.addButton.click();
    await this.addDialog.fillName(name);
    for (const scope of scopes) await this.addDialog.chooseScope(scope);
    await this.addDialog.create();
    return this.secretDialog.secret();
  }

  /** Rotate secret of `name`, confirmed; answers the new secret (the secret dialog left open). */
  async rotate(name: string): Promise<string> {
    await this.page.getByRole('button', { name: `Rotate the secret of ${name}` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Rotate secret' });
    await expect(confirm).toContainText('The current secret stops working at once.');
    await confirm.getByRole('button', { name: 'Rotate secret' }).click();
    return this.secretDialog.secret();
  }

  /** Revoke `name`, confirmed. */
  async revoke(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Revoke API client' });
    await expect(confirm).toContainText('The current secret stops working at once');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
  }

  /** Opens the webhooks drawer of `name`. */
  async webhooks(name: string): Promise<WebhooksDrawer> {
    await this.page.getByRole('button', { name: `Webhooks of ${name}` }).click();
    const drawer = new WebhooksDrawer(this.page, name);
    await expect(drawer.root).toBeVisible();
    return drawer;
  }
}
