/** Apollo mocks of the template screens' operations, for the component tests. */
import type { MockLink } from '@apollo/client/testing';
import {
  AppSettingsDocument,
  type TemplateDetailFragment,
  TemplateDetailsDocument,
  TemplateFormOptionsDocument,
  type TemplateFormOptionsQuery,
  TemplateListDocument,
  type TemplateListQuery,
  type TemplateSummaryFragment,
} from '../../../generated/graphql';

const ALWAYS = Number.POSITIVE_INFINITY;

/** A listing row (Template summary) with sensible defaults. */
export const summary = (id: string, name: string, overrides: Partial<TemplateSummaryFragment> = {}) =>
  ({
    __typename: 'Template',
    id,
    name,
    noOfSignees: 2,
    skipSign: false,
    active: true,
    validFrom: '2026-01-01',
    validTo: null,
    version: 1,
    previewUrl: `/files/templates/${id}/preview`,
    fields: { __typename: 'TemplateFields', found: ['student_name'], missing: ['course_name'] },
    ...overrides,
  }) as TemplateSummaryFragment;

/** Two compliance checks as the api answers them: one pass, one warning (docs/compliance.md). */
export const complianceChecks = [
  {
    __typename: 'TemplateComplianceCheck',
    code: 'learner_name',
    label: 'Learner’s name',
    requirement: 'AQF Qualifications Issuance Policy, 2.1 Issuing AQF qualifications: the graduate’s full name',
    status: 'PASS',
    detail: 'The field student_name prints it.',
  },
  {
    __typename: 'TemplateComplianceCheck',
    code: 'rto_identity',
    label: 'RTO name and code',
    requirement: 'Compliance Standards for NVR RTOs 2025, s 11: the name and registration (RTO) code',
    status: 'WARNING',
    detail: 'Add the field rto_code.',
  },
] as unknown as NonNullable<TemplateDetailFragment['complianceChecks']>;

/** A template with its courses, signees and compliance checks. */
export const detail = (id: string, name: string, overrides: Partial<TemplateDetailFragment> = {}) =>
  ({
    ...summary(id, name),
    complianceChecks,
    fileUrl: '/files/9',
    courses: [],
    signees: [],
    ...overrides,
  }) as TemplateDetailFragment;

/** `templates` for the first page of 5 without a search. */
export function listMock(nodes: TemplateSummaryFragment[], totalCount = nodes.length): MockLink.MockedResponse {
  return {
    request: { query: TemplateListDocument, variables: { search: null, page: 1, pageSize: 5 } },
    result: {
      data: { templates: { __typename: 'TemplatePage', nodes, totalCount, page: 1, pageSize: 5 } } as TemplateListQuery,
    },
    maxUsageCount: ALWAYS,
  };
}

/** `template(id)` with details. */
export function detailMock(template: TemplateDetailFragment): MockLink.MockedResponse {
  return {
    request: { query: TemplateDetailsDocument, variables: { id: template.id } },
    result: { data: { template } },
    maxUsageCount: ALWAYS,
  };
}

/** The courses, certificate types and signees the dialogs offer. */
export const formOptions: TemplateFormOptionsQuery['formOptions'] = {
  courses: [
    { id: 'c1', name: 'Diploma of Leadership and Management', code: 'BSB50420' },
    { id: 'c2', name: 'Certificate IV in Project Management Practice', code: 'BSB40920' },
  ],
  certificateTypes: [
    { type: 'CERTIFICATE', code: 'C', name: 'Certificate' },
    { type: 'STATEMENT_OF_ATTAINMENT', code: 'S', name: 'Statement of Attainment' },
  ],
  signees: [
    { id: 'u4', fullName: 'Sam Signee' },
    { id: 'u5', fullName: 'Tara Trainer' },
  ],
};

export function formOptionsMock(): MockLink.MockedResponse {
  return {
    request: { query: TemplateFormOptionsDocument },
    result: {
      data: {
        formOptions: {
          __typename: 'FormOptions',
          courses: formOptions.courses.map((c) => ({ __typename: 'Course', ...c })),
          certificateTypes: formOptions.certificateTypes.map((t) => ({ __typename: 'CertificateTypeInfo', ...t })),
          signees: formOptions.signees.map((s) => ({ __typename: 'User', ...s })),
        },
      } as TemplateFormOptionsQuery,
    },
    maxUsageCount: ALWAYS,
  };
}

/** The display date format the date inputs read. */
export function settingsMock(): MockLink.MockedResponse {
  return {
    request: { query: AppSettingsDocument },
    result: {
      data: {
        settings: { __typename: 'AppSettings', displayDateFormat: 'dd-mm-yyyy', feeConfirmationRequired: false },
      },
    },
    maxUsageCount: ALWAYS,
  } as MockLink.MockedResponse;
}
