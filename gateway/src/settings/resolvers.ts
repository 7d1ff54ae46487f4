/**
 * The viewer's signature and switches, the configuration items and the organisation profile
 * (spec: access-and-administration §2 "Signature Settings", "User Configuration Settings",
 * "Configuration Settings", "Organization Settings", §4, §7; api/CONTRACT.md "Signatures and
 * settings"). The api guards each call with the screen's module; the gateway only maps.
 * `Viewer.hasSignature` and `Query.settings` read the same REST answers afresh on every operation
 * (per-request loaders), so they follow `saveSignature` and `updateConfigurationItem` at once.
 */
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { restId } from '../rest/ids.js';
import { renameFieldErrors, toConfigurationItem, toOrganisation, toSignature, toUserConfiguration } from './models.js';

/** REST keys of `/uploadSignature` errors → `SaveSignatureInput` fields. */
const SIGNATURE_FIELDS = { drawSignature: 'drawing', signature: 'uploadId' } as const;
/** REST keys of `/companySettings` errors → `UpdateOrganisationInput` fields. */
const ORGANISATION_FIELDS = { uploadId: 'logoUploadId', companyLogo: 'logoUploadId' } as const;

/** Re-throws a REST error with this mutation's input field names. */
const rethrowAs =
  (names: Readonly<Record<string, string>>) =>
  (err: unknown): never => {
    throw renameFieldErrors(err, names);
  };

/**
 * An optional upload id: absent stays absent. `restId` sends a malformed one as null, which the api
 * reads as "no file" (and would save without it), so it goes out as 0, an id the api refuses with
 * its own message.
 */
const uploadId = (value: string | null | undefined): number | undefined => {
  if (value == null) return undefined;
  const id = restId(value);
  return Number.isNaN(id) ? 0 : id;
};

/** An optional text field: absent stays absent, null is sent as '' (the api clears it). */
const clearable = (value: string | null | undefined): string | undefined =>
  value === undefined ? undefined : (value ?? '');

/** Leaves out the keys whose value is undefined (the api reads an absent key as "unchanged"). */
const defined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Queries of the four settings screens. spec: access-and-administration §7. */
export const settingsQueries: Pick<
  QueryResolvers,
  'mySignature' | 'userConfiguration' | 'configurationItems' | 'organisation'
> = {
  /** `GET /signatureDetails` (through the viewer's loader): null when none is stored. */
  mySignature: async (_p, _a, ctx) => {
    const answer = await ctx.loaders.signature();
    return answer.success === 1 ? toSignature(answer) : null;
  },
  /** `GET /userConfigurationIndex`. */
  userConfiguration: async (_p, _a, ctx) =>
    toUserConfiguration((await ctx.api.get('/userConfigurationIndex', {})).list),
  /** `GET /configurationIndex`: known keys first. */
  configurationItems: async (_p, _a, ctx) =>
    (await ctx.api.get('/configurationIndex', {})).configuration.map(toConfigurationItem),
  /** `GET /companySettingsList`. */
  organisation: async (_p, _a, ctx) => toOrganisation((await ctx.api.get('/companySettingsList', {})).company_settings),
};

/** One mutation per settings action, each returning the server's message and the changed object. */
export const settingsMutations: Pick<
  MutationResolvers,
  'saveSignature' | 'updateUserConfiguration' | 'updateConfigurationItem' | 'updateOrganisation'
> = {
  /**
   * `POST /uploadSignature` with `upload_id` (an image of `POST /files/uploads?purpose=image`) or
   * `draw_signature` (the pad's PNG data URL); neither or both → the api's 400 "Please upload/draw
   * your signature". spec: access-and-administration §2 "Signature Settings", §8.
   */
  saveSignature: async (_p, { input }, ctx) => {
    const answer = await ctx.api
      .post('/uploadSignature', {
        body: defined({
          upload_id: uploadId(input.uploadId),
          draw_signature: input.drawing ?? undefined,
        }),
      })
      .catch(rethrowAs(SIGNATURE_FIELDS));
    return { message: answer.message, signature: toSignature(answer) };
  },
  /**
   * `POST /userConfigurationUpdate`: turning password security off without `password` (and no
   * recent password check) → FORBIDDEN 'Please Enter Password'; a wrong one → BAD_USER_INPUT on
   * `password`. spec: access-and-administration §2 "User Configuration Settings", §4.
   */
  updateUserConfiguration: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/userConfigurationUpdate', {
      body: defined({
        password_security: input.passwordSecurity ?? undefined,
        email_notifications: input.emailNotifications ?? undefined,
        password: input.password || undefined,
      }),
    });
    return { message: answer.message, userConfiguration: toUserConfiguration(answer.list) };
  },
  /** `POST /configurationUpdate`: unknown key → NOT_FOUND; a refused value → BAD_USER_INPUT on `value`. spec: §9. */
  updateConfigurationItem: async (_p, { input }, ctx) => {
    const answer = await ctx.api.post('/configurationUpdate', { body: { key: input.key, value: input.value } });
    return { message: answer.message, configurationItem: toConfigurationItem(answer.item) };
  },
  /**
   * `POST /companySettings` (JSON, the logo as `upload_id`): absent fields stay, null or '' clears
   * them; `updatedAt` as read → CONFLICT when the profile changed since. spec: §2 "Organization Settings".
   */
  updateOrganisation: async (_p, { input }, ctx) => {
    const answer = await ctx.api
      .post('/companySettings', {
        body: defined({
          company_short_name: input.companyShortName,
          company_name: input.companyName,
          rto_code: input.rtoCode ?? undefined,
          contact_person: clearable(input.contactPerson),
          contact_email: clearable(input.contactEmail),
          company_address: clearable(input.companyAddress),
          phone_number: clearable(input.phoneNumber),
          fax_number: clearable(input.faxNumber),
          post_code: clearable(input.postCode),
          title: clearable(input.title),
          upload_id: uploadId(input.logoUploadId),
          digital_delivery: input.digitalDelivery ?? undefined,
          updated_at: input.updatedAt ?? undefined,
        }),
      })
      .catch(rethrowAs(ORGANISATION_FIELDS));
    return { message: answer.message, organisation: toOrganisation(answer.company_settings) };
  },
};
