/**
 * Configuration items: `GET /configurationIndex`, `POST /configurationUpdate` (module
 * `configuration_settings`). The known keys and their rules are in settings/configuration.ts:
 * display_date_format (one of the six formats, used by every date printed on a PDF),
 * fee_paid_or_not_confirmation (Yes | NO, drives `/configFeePaidConfirmation`),
 * student_portal_report_url (an http(s) URL with `{enrolment_id}`, or empty); other stored keys are
 * free text. spec: access-and-administration §2 "Configuration Settings", §3, §7, §9.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/recordAudit.js';
import { requireModule } from '../auth/guards.js';
import type { Principal } from '../auth/principal.js';
import type { Db } from '../db/client.js';
import { configuration } from '../db/schema.js';
import { errors, json } from '../http/answers.js';
import { badRequest, notFound } from '../http/errors.js';
import { CONFIG_ITEMS, type ConfigItem, configRule, isKnownConfigKey, listConfiguration } from './configuration.js';
import { configurationIndexAnswer, configurationUpdatedAnswer } from './answers.js';
import { configurationUpdateBody, SETTINGS_MESSAGES } from './schemas.js';

const TAGS = ['Settings'];
/** The settings module of the Configuration Settings screen. */
export const CONFIGURATION_MODULE = 'configuration_settings';

/**
 * Sets one item's value: 404 for a key that is neither known nor stored, 400 (naming `value`) for
 * a value its rule refuses. One transaction writes the value (a known key not yet stored is added
 * with its label) and the audit event `configuration.updated`; an unchanged value writes nothing.
 */
export async function updateConfiguration(
  db: Db,
  principal: Principal,
  { key, value }: z.infer<typeof configurationUpdateBody>,
): Promise<ConfigItem> {
  const checked = configRule(key).check(value);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(configuration).where(eq(configuration.key, key)).for('update');
    if (!row && !isKnownConfigKey(key)) throw notFound(SETTINGS_MESSAGES.configurationNotFound);
    if ('message' in checked) throw badRequest(checked.message, { value: checked.message });
    const known = isKnownConfigKey(key) ? CONFIG_ITEMS[key] : null;
    const text = row?.text ?? known?.text ?? key;
    const item: ConfigItem = {
      key,
      text,
      value: checked.value,
      ...(known && 'options' in known ? { options: [...known.options] } : {}),
    };
    if (row && row.value === checked.value) return item;
    await tx
      .insert(configuration)
      .values({ key, text, value: checked.value })
      .onConflictDoUpdate({ target: configuration.key, set: { value: checked.value } });
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'configuration.updated',
      subjectType: 'configuration',
      subjectId: key,
      before: row ? { value: row.value } : null,
      after: { value: checked.value },
    });
    return item;
  });
}

/** Registers the configuration routes. spec: access-and-administration §7. */
export async function registerConfigurationRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /configurationIndex — every configuration item. spec: access-and-administration §7. */
  api.get(
    '/configurationIndex',
    {
      preValidation: requireModule(CONFIGURATION_MODULE),
      schema: {
        tags: TAGS,
        summary: 'The configuration items (key, text, value; the choices where the value is not free text)',
        description:
          'Known keys first (a missing one with its default), then other stored keys. Module `configuration_settings`.',
        response: { 200: json(configurationIndexAnswer, 'The items'), ...errors(401, 403) },
      },
    },
    async () => ({ success: 1 as const, configuration: await listConfiguration(db) }),
  );

  /** POST /configurationUpdate — set one item's value. spec: access-and-administration §7. */
  api.post(
    '/configurationUpdate',
    {
      preValidation: requireModule(CONFIGURATION_MODULE),
      schema: {
        tags: TAGS,
        summary: 'Set one configuration item’s value',
        description:
          '`display_date_format`: one of dd-mm-yyyy, dd/mm/yyyy, mm-dd-yyyy, mm/dd/yyyy, yyyy-mm-dd, yyyy/mm/dd ' +
          '(every date printed afterwards uses it); `fee_paid_or_not_confirmation`: Yes or NO (any case); ' +
          '`student_portal_report_url`: empty, or an http(s) URL containing {enrolment_id}; other keys: free text ' +
          '≤ 500 characters. 404 for an unknown key. Module `configuration_settings`.',
        body: configurationUpdateBody,
        response: { 200: json(configurationUpdatedAnswer, 'Saved'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const item = await updateConfiguration(db, request.principal, request.body);
      return { success: 1 as const, message: SETTINGS_MESSAGES.configurationUpdated, item };
    },
  );
}
