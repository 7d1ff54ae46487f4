/** Test data: a certificate as the CertificateDetail query returns it, and a viewer. */
import type { CertificateDetailFragment, ViewerQuery } from '../../../generated/graphql';

/** The detail fields of workflow steps (by, on, comment), all null on a certificate just requested. */
const PENDING_STEP_FIELDS = [
  'approvedBy',
  'approvedOn',
  'approvedComments',
  'rejectedBy',
  'rejectedOn',
  'rejectionComment',
  'issuedBy',
  'issuedOn',
  'printedBy',
  'printedOn',
  'cancelledBy',
  'cancelledOn',
  'cancellationComment',
  'reprintRequestedBy',
  'reprintRequestedOn',
  'reprintComment',
  'reprintAcceptedBy',
  'reprintAcceptedOn',
  'reprintRejectedBy',
  'reprintRejectedOn',
  'reprintRejectionComment',
  'reprintedBy',
  'reprintedOn',
] as const;

export function certificateFixture(
  overrides: Partial<CertificateDetailFragment> = {},
): CertificateDetailFragment & { __typename: 'Certificate' } {
  return {
    __typename: 'Certificate',
    id: '42',
    student: { __typename: 'Student', id: 's1', name: 'Jane Citizen', studentId: 'ST001' },
    course: { __typename: 'Course', id: 'c1', name: 'Diploma of Leadership and Management', code: 'BSB50420' },
    campus: { __typename: 'Campus', id: 'k1', name: 'Melbourne' },
    requisitioner: { __typename: 'User', id: 'u2', fullName: 'Rita Requisitioner' },
    template: { __typename: 'Template', id: 't1', name: 'Standard Certificate', skipSign: false, noOfSignees: 2 },
    certificateType: 'CERTIFICATE',
    certificateTypeCode: 'C',
    certificateTypeName: 'Certificate',
    credentialNumber: 'CRT-2026-0042',
    credentialDate: '2026-03-01',
    requestedDate: '2026-03-02T01:00:00.000Z',
    status: 'REQUESTED',
    statusCode: 0,
    statusLabel: 'Requested',
    reprintStatus: null,
    reprintStatusCode: null,
    feeStatus: null,
    enrolmentId: 'ENR-991',
    assessmentReportUrl: null,
    fileName: '2026_42_Jane_certificate.pdf',
    comments: null,
    units: [
      {
        __typename: 'CertificateUnit',
        unitStartDate: '2026-01-10',
        unitCode: 'BSBLDR523',
        unitName: 'Lead and manage effective workplace relationships',
        mark: '85',
        outcomeResult: 'Competent',
        outcomeGradeShortCode: 'C',
      },
    ],
    signees: [
      {
        __typename: 'CertificateSignee',
        slot: 1,
        designation: 'CEO',
        signedAt: null,
        user: { __typename: 'User', id: 'u4', fullName: 'Sam Signee' },
      },
    ],
    events: [
      {
        __typename: 'CertificateEvent',
        id: 'e1',
        action: 'requested',
        actorName: 'Rita Requisitioner',
        fromStatus: null,
        toStatus: 'REQUESTED',
        fromReprintStatus: null,
        toReprintStatus: null,
        comment: null,
        createdAt: '2026-03-02T01:00:00.000Z',
      },
    ],
    prints: [],
    // Every step of the workflow that has not happened yet: who, when and why.
    ...Object.fromEntries(PENDING_STEP_FIELDS.map((field) => [field, null])),
    availableActions: [],
    viewerCanSign: false,
    previewUrl: '/files/certificates/42/preview',
    signedPdfUrl: '/files/certificates/42/signed',
    ...overrides,
  } as CertificateDetailFragment & { __typename: 'Certificate' };
}

/** A viewer; what they may do to a certificate comes from the certificate (`availableActions`), not from here. */
export function viewerFixture(overrides: Partial<ViewerQuery['viewer']> = {}): ViewerQuery {
  return {
    viewer: {
      __typename: 'Viewer',
      user: {
        __typename: 'User',
        id: 'u1',
        firstName: 'Alex',
        lastName: 'Admin',
        fullName: 'Alex Admin',
        email: 'alex@example.edu.au',
      },
      roles: [{ __typename: 'Role', id: '1', name: 'Administrator' }],
      modules: [],
      permissions: [],
      passwordSecurity: false,
      emailNotifications: true,
      hasSignature: true,
      companyLogoUrl: null,
      productLogoUrl: null,
      ...overrides,
    },
  } as ViewerQuery;
}
