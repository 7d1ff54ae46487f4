/**
 * The certificate register's table (certificate-workflow §2 "Reports list"): serial number, Student
 * Name, Course, Campus, Requested By, Credential Date, Requested Date, Credential Number, Status,
 * Certificate Type and Preview; the columns sort on the server; dates in the configured format.
 * Skeleton rows while the first page loads, the failure with Retry, or the empty state.
 */
import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { CertificateListRowFragment, CertificateSort } from '../../generated/graphql';
import { useDisplayDate } from '../../shared/dates';
import { SkeletonRows } from '../../shared/TableSkeleton';
import { loadFailure, TableState } from '../../shared/TableState';
import { storeCertificateSelection } from '../certificates/detail/certificateSelection';
import { statusIntent } from '../certificates/lists/certificateRow';
import type { ListColumn } from '../certificates/lists/listColumns';
import { SortableHeader } from '../certificates/lists/SortableHeader';

/** The route segment the preview page's stored selection names (certificate-workflow §2). */
const REGISTER_LIST = 'reports';

/** The columns in the spec's order; those with a sort field sort on the server. */
export const REGISTER_COLUMNS: readonly ListColumn[] = [
  { id: 'serial', title: 'Sl.No' },
  { id: 'student', title: 'Student Name', sortField: 'STUDENT_NAME' },
  { id: 'course', title: 'Course', sortField: 'COURSE_NAME' },
  { id: 'campus', title: 'Campus', sortField: 'CAMPUS_NAME' },
  { id: 'requisitioner', title: 'Requested By', sortField: 'REQUISITIONER_NAME' },
  { id: 'credentialDate', title: 'Credential Date', sortField: 'CREDENTIAL_DATE' },
  { id: 'requestedDate', title: 'Requested Date', sortField: 'REQUESTED_DATE' },
  { id: 'credentialNumber', title: 'Credential Number', sortField: 'CREDENTIAL_NUMBER' },
  { id: 'status', title: 'Status', sortField: 'STATUS' },
  { id: 'certificateType', title: 'Certificate Type', sortField: 'CERTIFICATE_TYPE' },
  { id: 'preview', title: 'Preview' },
];

interface RegisterTableProps {
  rows: readonly CertificateListRowFragment[];
  /** The serial number of the first row (1 on the first page). */
  firstSerial: number;
  loading: boolean;
  /** Rows the skeleton shows while the first page loads. */
  skeletonRows: number;
  /** The load failure, shown with Retry instead of rows. */
  error?: string | null;
  onRetry: () => void;
  sort: CertificateSort | null;
  onSort: (sort: CertificateSort) => void;
}

/** The register's rows. spec: certificate-workflow §2 "Reports list". */
export function RegisterTable({
  rows,
  firstSerial,
  loading,
  skeletonRows,
  error,
  onRetry,
  sort,
  onSort,
}: RegisterTableProps) {
  const { formatDate } = useDisplayDate();
  const skeleton = loading && rows.length === 0 && !error;
  return (
    <div className="certificate-table__wrap">
      <HTMLTable className="certificate-table register-table" interactive aria-busy={loading}>
        <caption className="register-table__caption">Certificate register</caption>
        <thead>
          <tr>
            {REGISTER_COLUMNS.map((column) => (
              <SortableHeader key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {skeleton && <SkeletonRows rows={skeletonRows} columns={REGISTER_COLUMNS.length} />}
          {!error &&
            rows.map((row, index) => (
              <tr key={row.id}>
                <td className="register-table__serial">{firstSerial + index}</td>
                <td className="certificate-table__student">{row.student.name}</td>
                <td>{row.course.name}</td>
                <td>{row.campus.name}</td>
                <td>{row.requisitioner.fullName}</td>
                <td className="certificate-table__nowrap">{formatDate(row.credentialDate)}</td>
                <td className="certificate-table__nowrap">{formatDate(row.requestedDate)}</td>
                <td className="certificate-table__mono">{row.credentialNumber}</td>
                <td>
                  <Tag minimal intent={statusIntent(row)}>
                    {row.statusLabel}
                  </Tag>
                </td>
                <td>{row.certificateTypeName}</td>
                <td>
                  <Link
                    to={`/reports/${row.id}/preview`}
                    state={{ certificateId: row.id, list: REGISTER_LIST }}
                    onClick={() => storeCertificateSelection(row.id, REGISTER_LIST)}
                    aria-label={`Preview the certificate of ${row.student.name}`}
                  >
                    Preview
                  </Link>
                </td>
              </tr>
            ))}
        </tbody>
      </HTMLTable>
      <TableState
        rowCount={error ? 0 : rows.length + (skeleton ? skeletonRows : 0)}
        loading={loading && !error}
        icon="th-list"
        title="No certificates"
        description="No certificate matches this search."
        failure={error ? loadFailure('The certificate register could not be loaded', error, onRetry) : null}
      />
    </div>
  );
}
