/**
 * Organization Settings: `GET /companySettingsList`, `POST /companySettings` (module
 * `company_settings`). spec: access-and-administration §2 "Organization Settings", §3 "Company
 * settings", §7, §8 (a success other than 1 shows the message).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { requireModule } from '../auth/guards.js';
import { errors, json } from '../http/answers.js';
import { UPLOAD_LIMITS, type UploadSpec } from '../http/uploads.js';
import { companySettingsListAnswer, companySettingsSavedAnswer } from './answers.js';
import { loadCompanySettings, saveCompanySettings } from './company.js';
import { companySettingsBody, SETTINGS_MESSAGES } from './schemas.js';

const TAGS = ['Settings'];
/** The settings module of the Organization Settings screen. */
export const COMPANY_MODULE = 'company_settings';

const LOGO_FILE: UploadSpec = { field: 'company_logo', kinds: ['png', 'jpeg'], maxBytes: UPLOAD_LIMITS.image };

/** Registers the organisation routes. spec: access-and-administration §7. */
export async function registerCompanyRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** GET /companySettingsList — the organisation profile. spec: access-and-administration §7. */
  api.get(
    '/companySettingsList',
    {
      preValidation: requireModule(COMPANY_MODULE),
      schema: {
        tags: TAGS,
        summary: 'The organisation profile',
        description: '`company_logo` is the logo’s GET /files/{id} path, or null. Module `company_settings`.',
        response: { 200: json(companySettingsListAnswer, 'The profile'), ...errors(401, 403) },
      },
    },
    async () => ({ success: 1 as const, company_settings: await loadCompanySettings(db) }),
  );

  /** POST /companySettings — save the organisation profile and, optionally, a new logo. spec: access-and-administration §7. */
  api.post(
    '/companySettings',
    {
      config: { upload: LOGO_FILE },
      // Checked as the request arrives, before a file is read.
      onRequest: requireModule(COMPANY_MODULE),
      schema: {
        tags: TAGS,
        summary: 'Save the organisation profile, with an optional new logo',
        description:
          'company_name and company_short_name are required; contact_email must be an e-mail; other fields are ' +
          'optional (absent: unchanged; empty: cleared). A new logo comes as the multipart file `company_logo` ' +
          '(PNG or JPEG ≤ 2 MB, checked by content and printable) or as `upload_id`. It is the login answer’s ' +
          'company_logo and prints on testamurs (the default layout, and a template’s `company_logo` field). ' +
          'With `updated_at` (as read), a change made since answers 409. The answer’s `comapny_logo` is the ' +
          'spec’s spelling. Module `company_settings`.',
        consumes: ['multipart/form-data', 'application/json'],
        body: companySettingsBody,
        response: { 200: json(companySettingsSavedAnswer, 'Saved'), ...errors(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) => {
      const saved = await saveCompanySettings(db, request.principal, request.body);
      return {
        success: 1 as const,
        message: SETTINGS_MESSAGES.companyUpdated,
        comapny_logo: saved.company_logo,
        company_logo: saved.company_logo,
        company_settings: saved,
      };
    },
  );
}
