/** Test data: a certificate as a list or register row (`CertificateListRow`) returns it. */
import type { CertificateListRowFragment } from '../../../generated/graphql';

/** A row of certificate `id` for `student` (approved for printing unless `overrides` say otherwise). */
export const listRowFixture = (
  id: string,
  student: string,
  overrides: Partial<CertificateListRowFragment> = {},
): CertificateListRowFragment =>
  // the __typename fields Apollo's cache needs are not in the fragment's generated type
  ({
    __typename: 'Certificate',
    id,
    student: { __typename: 'Student', id: `s${id}`, name: student },
    course: { __typename: 'Course', id: 'c1', name: 'Diploma of Leadership and Management' },
    campus: { __typename: 'Campus', id: 'm1', name: 'Melbourne' },
    requisitioner: { __typename: 'User', id: 'u1', fullName: 'Rita Requester' },
    template: { __typename: 'Template', id: 't1', name: 'Diploma' },
    requestedDate: '2026-03-04T01:02:03.000Z',
    credentialDate: '2026-03-01',
    credentialNumber: `CN-${id}`,
    status: 'APPROVED_FOR_PRINTING',
    statusCode: 4,
    statusLabel: 'Approved for printing',
    reprintStatus: null,
    reprintStatusCode: null,
    certificateType: 'CERTIFICATE',
    certificateTypeCode: 'C',
    certificateTypeName: 'Certificate',
    ...overrides,
  }) as CertificateListRowFragment;
