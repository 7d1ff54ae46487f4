/** The common list columns (certificate-workflow §2 List tables) and their server sort fields. */
import type { CertificateSortField } from '../../../generated/graphql';
import type { CertificateListDefinition } from './listDefinitions';

export interface ListColumn {
  id: string;
  title: string;
  sortField?: CertificateSortField;
}

export function listColumns(def: CertificateListDefinition): ListColumn[] {
  return [
    { id: 'student', title: 'Student Name', sortField: 'STUDENT_NAME' },
    { id: 'course', title: 'Course', sortField: 'COURSE_NAME' },
    { id: 'campus', title: 'Campus', sortField: 'CAMPUS_NAME' },
    { id: 'requisitioner', title: 'Requested By', sortField: 'REQUISITIONER_NAME' },
    { id: 'requestedDate', title: 'Requested Date', sortField: 'REQUESTED_DATE' },
    { id: 'credentialNumber', title: def.credentialTitle, sortField: 'CREDENTIAL_NUMBER' },
    { id: 'status', title: 'Status', sortField: 'STATUS' },
    { id: 'certificateType', title: 'Certificate Type', sortField: 'CERTIFICATE_TYPE' },
    ...(def.preview ? [{ id: 'preview', title: 'Certificate Preview' }] : []),
    { id: 'action', title: 'Action' },
  ];
}
