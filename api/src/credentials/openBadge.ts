/**
 * The machine-readable copy of a credential (docs/verification.md): an Open Badges 3.0
 * `OpenBadgeCredential` (a W3C Verifiable Credential, data model 2.0) secured with the OB 3.0
 * "JSON Web Token Proof Format" (OB 3.0 §8.2): a compact JWS whose payload is the credential
 * itself plus the claims `iss` (issuer.id), `jti` (id), `sub` (credentialSubject.id) and `nbf`
 * (validFrom), header `{ alg: 'EdDSA', kid, typ: 'JWT' }` (OB 3.0 allows no other header), signed
 * with the organisation's Ed25519 key; the public key is at `/.well-known/jwks.json`, found by `kid`.
 *
 * Only what the public verify page shows goes in (publicView.ts): never a date of birth, e-mail,
 * USI or internal id. The learner is named by an OB 3.0 `IdentityObject` of type `name`.
 */
import { SignJWT } from 'jose';
import { CERTIFICATE_TYPE } from '../codes.js';
import type { PublicEntry } from '../verification/publicView.js';
import { CREDENTIAL_ALG, type CredentialKey } from './keys.js';

/** The credential's JSON-LD contexts: VC data model 2.0, then OB 3.0. */
export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** The JWS `typ` OB 3.0 §8.2.1 allows ("If present, MUST be set to JWT"). */
export const CREDENTIAL_JWT_TYP = 'JWT';

/** The public path of the verifiable credential of a code (api and gateway alike). */
export const credentialPath = (code: string) => `/verify/${code}/credential`;

/** The OB 3.0 `achievementType` of a certificate type and title (OB 3.0 AchievementType vocabulary). */
export function achievementTypeOf(certificateType: string, title: string): string {
  switch (certificateType) {
    case CERTIFICATE_TYPE.STATEMENT_OF_ATTAINMENT:
      return 'Competency';
    case CERTIFICATE_TYPE.COURSE_COMPLETION:
      return 'CertificateOfCompletion';
    case CERTIFICATE_TYPE.FAILED_CERTIFICATE:
    case CERTIFICATE_TYPE.FAILED_CERTIFICATE_NEW:
    case CERTIFICATE_TYPE.COURSE_PROGRESS_ADVICE:
      return 'Achievement';
    default:
      return /\bdiploma\b/i.test(title) ? 'Diploma' : 'Certificate';
  }
}

/** The training.gov.au page of a nationally recognised unit or qualification code. */
const trainingGovAu = (code: string) => `https://training.gov.au/Training/Details/${encodeURIComponent(code)}`;

/** `validFrom`: the credential date (00:00 UTC), or the moment of issue when that is earlier. */
function validFromOf(entry: PublicEntry): string {
  const dated = new Date(`${entry.view.issue_date}T00:00:00Z`);
  const from = entry.issuedOn && entry.issuedOn < dated ? entry.issuedOn : dated;
  return from.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The `OpenBadgeCredential` of a standing (valid or reissued) credential. `publicUrl` is
 * PUBLIC_URL; `code` the normalised verification code. Ids: the credential `${publicUrl}/verify/${code}`,
 * the issuer `publicUrl`, the learner `…#recipient` (this credential's recipient, no internal id).
 */
export function openBadgeCredential(entry: PublicEntry, code: string, publicUrl: string) {
  const v = entry.view;
  const base = publicUrl.replace(/\/+$/, '');
  const id = `${base}/verify/${code}`;
  const title = `${v.course_code} ${v.course_title}`;
  const units = v.units.map((u) => `${u.unit_code} ${u.unit_name}`);
  const description =
    v.certificate_type === CERTIFICATE_TYPE.STATEMENT_OF_ATTAINMENT && units.length
      ? `${v.certificate_type_name} towards ${title}, for the units of competency: ${units.join('; ')}.`
      : `${v.certificate_type_name}: ${title}.`;
  const issuer = {
    id: base,
    type: ['Profile'],
    name: v.organisation.name,
    url: base,
    ...(entry.rtoCode
      ? {
          otherIdentifier: [{ type: ['IdentifierEntry'], identifier: entry.rtoCode, identifierType: 'identifier' }],
          description: `Registered Training Organisation ${entry.rtoCode}`,
        }
      : {}),
    ...(v.organisation.logo_url ? { image: { id: `${base}${v.organisation.logo_url}`, type: 'Image' } } : {}),
  };
  const achievement = {
    id: `${base}/achievements/${encodeURIComponent(v.certificate_type)}/${encodeURIComponent(v.course_code)}`,
    type: ['Achievement'],
    achievementType: achievementTypeOf(v.certificate_type, v.course_title),
    name: v.certificate_type === CERTIFICATE_TYPE.STATEMENT_OF_ATTAINMENT ? v.certificate_type_name : v.course_title,
    humanCode: v.course_code,
    description,
    criteria: {
      narrative:
        `Awarded by ${v.organisation.name}${entry.rtoCode ? ` (RTO ${entry.rtoCode})` : ''} ` +
        `to a learner who met the requirements of ${title}.`,
    },
    ...(v.units.length
      ? {
          alignment: v.units.map((u) => ({
            type: ['Alignment'],
            targetName: u.unit_name,
            targetCode: u.unit_code,
            targetUrl: trainingGovAu(u.unit_code),
            targetFramework: 'Australian training packages (training.gov.au)',
            targetType: 'ceterms:Competency',
          })),
        }
      : {}),
  };
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${v.certificate_type_name}: ${title}`,
    description: `Credential number ${v.credential_number}, issued by ${v.organisation.name}.`,
    issuer,
    validFrom: validFromOf(entry),
    credentialSubject: {
      id: `${id}#recipient`,
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: v.learner_name }],
      achievement,
    },
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/**
 * The compact JWS of a credential (OB 3.0 §8.2): the credential's members at the top level of the
 * payload (no `vc` wrapper), with `iss`, `jti`, `sub` and `nbf` as OB 3.0 requires; no `exp`
 * (the credential has no validUntil).
 */
export function signCredential(credential: OpenBadgeCredential, key: CredentialKey): Promise<string> {
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: CREDENTIAL_ALG, kid: key.kid, typ: CREDENTIAL_JWT_TYP })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setSubject(credential.credentialSubject.id)
    .setNotBefore(Math.floor(Date.parse(credential.validFrom) / 1000))
    .sign(key.privateKey);
}
