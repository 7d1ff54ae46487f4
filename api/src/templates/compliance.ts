/**
 * Compliance checks of a certificate template against the certification rules every Australian RTO
 * is audited against (Standards for RTOs 2025: the Compliance Standards for NVR Registered Training
 * Organisations, Instrument 2025, ss 9–13 and Schedule 2; the AQF Qualifications Issuance Policy).
 * Pure: the template's field layout and page text, the courses and certificate types it prints for,
 * and the organisation's name and RTO code in; a list of pass / warning rows out. Warnings never
 * block a print; a field printing the Unique Student Identifier is refused outright (`usiFieldOf`).
 *
 * What a check cannot see: wording or logos drawn as images or outlined paths (only the PDF's text
 * layer is read), where on the page something sits, and whether a unit is nationally recognised
 * (Certify's master data has no such flag: every course is a nationally recognised training
 * product, so the NRT logo check goes by certificate type).
 *
 * spec: docs/compliance.md.
 */
import { CERTIFICATE_TYPE, type ComplianceStatusCode } from '../codes.js';
import type { FieldRect } from '../db/schema.js';
import { isKnownField } from '../pdf/fieldValues.js';

/** Outcome of one check: `warning` is advice to fix the design, never a refusal. */
export type ComplianceStatus = ComplianceStatusCode;

/** One row of a template's compliance list. */
export interface ComplianceCheck {
  /** Stable id, one of `COMPLIANCE_CHECK_IDS`. */
  id: ComplianceCheckId;
  /** The requirement it comes from (instrument and section / clause). */
  requirement: string;
  /** Short name, e.g. "RTO name and code". */
  label: string;
  status: ComplianceStatus;
  /** Why it passed or what to change. */
  detail: string;
}

/** The checks, in the order they are listed: id → label and the requirement they come from (one home). */
export const COMPLIANCE_CHECKS = {
  rto_identity: {
    label: 'RTO name and code',
    requirement:
      'Compliance Standards for NVR RTOs 2025, s 11 (Issue of VET qualifications and VET statements of ' +
      'attainment): the name and registration (RTO) code of the issuing organisation',
  },
  learner_name: {
    label: 'Learner’s name',
    requirement: 'AQF Qualifications Issuance Policy, 2.1 Issuing AQF qualifications: the graduate’s full name',
  },
  training_product: {
    label: 'Qualification or unit code and title',
    requirement:
      'Compliance Standards for NVR RTOs 2025, s 11: the code and title of the awarded qualification, or of ' +
      'the units of a statement of attainment, as on the National Register',
  },
  issue_date: {
    label: 'Issue date',
    requirement: 'AQF Qualifications Issuance Policy, 2.1 Issuing AQF qualifications: the date of issue',
  },
  certificate_number: {
    label: 'Certificate number',
    requirement:
      'Compliance Standards for NVR RTOs 2025, s 10 (Records of AQF certification documentation): each ' +
      'document issued is identifiable in the register of issued qualifications and statements of attainment',
  },
  aqf_wording: {
    label: 'AQF wording on a qualification',
    requirement:
      'AQF Qualifications Issuance Policy, 2.1.5: the testamur identifies an AQF qualification by the words ' +
      '“The qualification is recognised within the Australian Qualifications Framework”',
  },
  nrt_logo: {
    label: 'Nationally Recognised Training logo only on nationally recognised training',
    requirement:
      'Compliance Standards for NVR RTOs 2025, s 13 and Schedule 2 (NRT Logo Conditions of Use Policy), ' +
      'cl 3 and 4: the logo only with nationally recognised training, never on other certificates or transcripts',
  },
  statement_wording: {
    label: '“Statement of Attainment” wording for partial completion',
    requirement:
      'Compliance Standards for NVR RTOs 2025, s 11 and the AQF Qualifications Issuance Policy (statements of ' +
      'attainment): the document is identified as a Statement of Attainment',
  },
  no_usi: {
    label: 'Unique Student Identifier never printed',
    requirement:
      'Compliance Standards for NVR RTOs 2025, s 12 (Student identifier requirements); ASQA: a student’s USI ' +
      'must not be entered onto any certification or results statement',
  },
} as const;

/** A check id. */
export type ComplianceCheckId = keyof typeof COMPLIANCE_CHECKS;
/** Every check id, in listing order. */
export const COMPLIANCE_CHECK_IDS = Object.keys(COMPLIANCE_CHECKS) as ComplianceCheckId[];

/** Field names that would print the Unique Student Identifier (compared without case, `-`, `_` or spaces). */
export const USI_FIELD_NAMES = ['usi', 'unique_student_identifier', 'student_usi', 'learner_usi', 'usi_number'];
const USI_KEYS = new Set(USI_FIELD_NAMES.map((n) => n.replace(/[\s_-]+/g, '').toLowerCase()));

/** The first field of `fields` that would print the USI, or null. */
export function usiFieldOf(fields: Record<string, unknown> | null | undefined): string | null {
  for (const name of Object.keys(fields ?? {})) {
    if (USI_KEYS.has(name.replace(/[\s_-]+/g, '').toLowerCase())) return name;
  }
  return null;
}

/** The 400 message for a template with a USI field. */
export const usiRefusal = (field: string) =>
  `A certificate may never print the Unique Student Identifier (USI): remove the field ${field} from the template PDF`;

/** Field names that hold a Nationally Recognised Training logo slot. */
export const NRT_LOGO_FIELDS: ReadonlySet<string> = new Set(['nrt_logo', 'nationally_recognised_training_logo']);

/**
 * Certificate types that are not AQF certification documentation (course completion, failed
 * certificates, progress advice): the NRT logo must not be on them (Schedule 2 cl 4(2)).
 */
export const NON_CERTIFICATION_TYPES: ReadonlySet<string> = new Set([
  CERTIFICATE_TYPE.COURSE_COMPLETION,
  CERTIFICATE_TYPE.FAILED_CERTIFICATE,
  CERTIFICATE_TYPE.FAILED_CERTIFICATE_NEW,
  CERTIFICATE_TYPE.COURSE_PROGRESS_ADVICE,
]);

/** The template as the checks see it. */
export interface ComplianceTemplate {
  /**
   * The AcroForm fields read at upload; null (or none the renderer fills) = the built-in layout,
   * which prints every required item itself.
   */
  fields: Record<string, FieldRect> | null;
  /** The text layer of the template PDF's pages; null when it was not (or could not be) read. */
  text: string | null;
}

/** What the template prints for, and the organisation it prints as. */
export interface ComplianceContext {
  /** The template's assignments: a certificate type code and whether the course is an AQF qualification. */
  assignments: ReadonlyArray<{ certificateType: string; isQualification: boolean }>;
  /** Organisation Settings' name and RTO code (to find them in the template's own wording). */
  organisation: { name: string; rtoCode: string };
}

/** Text compared without case or whitespace (letter-spaced headings come out as single glyphs). */
const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '').replace(/[’']/g, "'");

const AQF_WORDS = /recogni[sz]edwithintheaustralianqualificationsframework/;
const SOA_WORDS = 'statementofattainment';
const NRT_WORDS = /nationallyrecogni[sz]edtraining/;

/** True when a template prints with the built-in layout (as the renderer decides). */
export const usesBuiltInLayout = (fields: Record<string, FieldRect> | null): boolean =>
  !fields || !Object.keys(fields).some(isKnownField);

/** True when an assignment prints an AQF qualification testamur (the AQF wording is then required). */
export const isQualificationTestamur = (a: { certificateType: string; isQualification: boolean }): boolean =>
  a.isQualification &&
  a.certificateType !== CERTIFICATE_TYPE.STATEMENT_OF_ATTAINMENT &&
  !NON_CERTIFICATION_TYPES.has(a.certificateType);

/**
 * The compliance list of a template: one row per `COMPLIANCE_CHECK_IDS` entry, in that order.
 * A template printing with the built-in layout passes every check (the layout draws the
 * organisation's name and RTO code, the AQF statement for a qualification and the Statement of
 * Attainment wording for type S, and no NRT logo). docs/compliance.md.
 */
export function checkTemplateCompliance(template: ComplianceTemplate, context: ComplianceContext): ComplianceCheck[] {
  const row = (id: ComplianceCheckId, status: ComplianceStatus, detail: string): ComplianceCheck => ({
    id,
    requirement: COMPLIANCE_CHECKS[id].requirement,
    label: COMPLIANCE_CHECKS[id].label,
    status,
    detail,
  });
  const usi = usiFieldOf(template.fields);
  const noUsi = usi
    ? row('no_usi', 'warning', `The field ${usi} would print the USI: it is never filled; remove it from the PDF.`)
    : row('no_usi', 'pass', 'No field prints the USI.');

  if (usesBuiltInLayout(template.fields)) {
    const builtIn = 'The built-in layout prints it.';
    return [
      row('rto_identity', 'pass', 'The built-in layout prints the name and RTO code from Organisation Settings.'),
      row('learner_name', 'pass', builtIn),
      row('training_product', 'pass', `${builtIn} Units are listed on the Record of Results page.`),
      row('issue_date', 'pass', builtIn),
      row('certificate_number', 'pass', builtIn),
      row('aqf_wording', 'pass', 'The built-in layout prints the AQF statement on every AQF qualification.'),
      row('nrt_logo', 'pass', 'The built-in layout has no NRT logo slot.'),
      row('statement_wording', 'pass', 'The built-in layout titles a statement “Statement of Attainment”.'),
      noUsi,
    ];
  }

  const names = new Set(Object.keys(template.fields ?? {}));
  const has = (...fields: string[]) => fields.some((f) => names.has(f));
  const text = template.text === null ? null : squash(template.text);
  const inText = (needle: string) => text !== null && needle.length > 0 && text.includes(squash(needle));
  const unread = template.text === null ? ' (the PDF’s text could not be read)' : '';
  const checks: ComplianceCheck[] = [];

  // RTO name and code: a field, or the wording of the design itself.
  const { name, rtoCode } = context.organisation;
  const nameOk = has('organisation_name') || inText(name);
  const codeOk = has('rto_code') || (rtoCode.trim() !== '' && inText(rtoCode.trim()));
  const lacking = [!nameOk && 'the organisation name', !codeOk && 'the RTO code'].filter(Boolean).join(' and ');
  checks.push(
    lacking
      ? row(
          'rto_identity',
          'warning',
          `Neither a field nor the design's text prints ${lacking}${unread}: add the field ` +
            `${[!nameOk && 'organisation_name', !codeOk && 'rto_code'].filter(Boolean).join(' and ')}.`,
        )
      : row('rto_identity', 'pass', 'Printed by the fields organisation_name / rto_code or in the design.'),
  );

  checks.push(
    has('student_name')
      ? row('learner_name', 'pass', 'The field student_name prints it.')
      : row('learner_name', 'warning', 'Add the field student_name.'),
  );

  const code = has('course_code', 'course_title');
  const title = has('course_name', 'course_title');
  checks.push(
    code && title
      ? row(
          'training_product',
          'pass',
          'Printed by course_code and course_name (or course_title); units go on the Record of Results page.',
        )
      : row(
          'training_product',
          'warning',
          `Add the field ${[!code && 'course_code', !title && 'course_name'].filter(Boolean).join(' and ')} (or course_title).`,
        ),
  );

  checks.push(
    has('credential_date')
      ? row('issue_date', 'pass', 'The field credential_date prints it.')
      : row('issue_date', 'warning', 'Add the field credential_date.'),
  );
  checks.push(
    has('credential_number')
      ? row('certificate_number', 'pass', 'The field credential_number prints it.')
      : row('certificate_number', 'warning', 'Add the field credential_number.'),
  );

  // AQF wording: only where the template prints an AQF qualification testamur.
  const qualification = context.assignments.some(isQualificationTestamur);
  if (!qualification) {
    checks.push(row('aqf_wording', 'pass', 'Not needed: no AQF qualification is assigned to this template.'));
  } else if (text !== null && AQF_WORDS.test(text)) {
    checks.push(row('aqf_wording', 'pass', 'The design carries the AQF statement.'));
  } else {
    checks.push(
      row(
        'aqf_wording',
        'warning',
        `It prints an AQF qualification, but the design lacks “The qualification is recognised within the ` +
          `Australian Qualifications Framework”${unread}.`,
      ),
    );
  }

  // NRT logo: a slot (field) or the logo's words in the text layer; wrong on non-certification types.
  const nrtField = [...names].find((n) => NRT_LOGO_FIELDS.has(n));
  const nrt = nrtField !== undefined || (text !== null && NRT_WORDS.test(text));
  const other = [...new Set(context.assignments.map((a) => a.certificateType))].filter((t) =>
    NON_CERTIFICATION_TYPES.has(t),
  );
  if (nrt && other.length) {
    checks.push(
      row(
        'nrt_logo',
        'warning',
        `The design carries the NRT logo${nrtField ? ` (field ${nrtField})` : ''}, but it also prints certificate ` +
          `type ${other.join(', ')}, which is not AQF certification documentation: use another template for it.`,
      ),
    );
  } else {
    checks.push(
      row(
        'nrt_logo',
        'pass',
        nrt
          ? 'The NRT logo appears only on AQF certification documentation types.'
          : 'No NRT logo slot found (a logo drawn as an image cannot be detected).',
      ),
    );
  }

  // Statement of Attainment wording: where the template prints type S.
  const statement = context.assignments.some((a) => a.certificateType === CERTIFICATE_TYPE.STATEMENT_OF_ATTAINMENT);
  if (!statement) {
    checks.push(
      row('statement_wording', 'pass', 'Not needed: no statement of attainment is assigned to this template.'),
    );
  } else if (text?.includes(SOA_WORDS)) {
    checks.push(row('statement_wording', 'pass', 'The design says “Statement of Attainment”.'));
  } else if (has('certificate_type')) {
    checks.push(row('statement_wording', 'pass', 'The field certificate_type prints “Statement of Attainment”.'));
  } else {
    checks.push(
      row(
        'statement_wording',
        'warning',
        `It prints statements of attainment, but neither the design${unread} nor a certificate_type field says ` +
          '“Statement of Attainment”.',
      ),
    );
  }
  checks.push(noUsi);
  return checks;
}

/** The warnings of a list (empty when every check passes). */
export const complianceWarnings = (checks: readonly ComplianceCheck[]) => checks.filter((c) => c.status === 'warning');
