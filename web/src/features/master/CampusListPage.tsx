/**
 * /master/campus-list — the Campus list (spec: access-and-administration §2 "Master area", §3
 * Campus, §6, §7 GET /campuses, §9; DESIGN.md "Decisions": page size 5 with a chooser, serial numbers
 * by the real page size): every campus field in a table paged and sorted on the server, and Import
 * Campus (to /settings/campus-import) with the `campus_management.add` grant.
 */
import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { CampusListDocument, type CampusSortField } from '../../generated/graphql';
import { Pagination } from '../../shared/Pagination';
import { serialNumber } from '../../shared/serialNumber';
import { TableState } from '../../shared/TableState';
import { ListHeader } from './ListHeader';
import { MASTER_PATHS } from './paths';
import { ADD_CAMPUS } from './permissions';
import { SortHeader } from './SortHeader';
import { useListQueryState } from './useListQueryState';
import './master.css';

const COLUMNS: Array<{ field: CampusSortField; title: string }> = [
  { field: 'CAMPUS_NAME', title: 'Campus Name' },
  { field: 'CAMPUS_ID', title: 'Campus ID' },
  { field: 'CAMPUS_CODE', title: 'Campus Code' },
  { field: 'SHORT_NAME', title: 'Short Name' },
  { field: 'ADDRESS', title: 'Address' },
];

/** The Campus list. spec: access-and-administration §2 "Master area" (/master/campus-list). */
export function CampusListPage() {
  const navigate = useNavigate();
  const { can } = useViewer();
  const list = useListQueryState<CampusSortField>();
  const { page, pageSize } = list.paging;

  const { data, previousData, loading, error, refetch } = useQuery(CampusListDocument, {
    variables: { page, pageSize, ...(list.sort ? { sort: list.sort } : {}) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.campuses;
  const rows = connection?.nodes ?? [];
  const totalCount = connection?.totalCount ?? 0;

  return (
    <section className="page master-page">
      <ListHeader
        title="Campus List"
        noun="campuses"
        totalCount={totalCount}
        actions={
          can(ADD_CAMPUS) && (
            <Button
              intent={Intent.PRIMARY}
              icon="import"
              text="Import Campus"
              onClick={() => void navigate(MASTER_PATHS.campusImport)}
            />
          )
        }
      />
      <div className="list-card">
        <div className="certificate-table__wrap">
          <HTMLTable className="certificate-table master-table" aria-busy={loading} aria-label="Campuses">
            <thead>
              <tr>
                <th scope="col" className="master-table__serial">
                  Sl.No
                </th>
                {COLUMNS.map((c) => (
                  <SortHeader key={c.field} field={c.field} title={c.title} sort={list.sort} onSort={list.setSort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((campus, index) => (
                <tr key={campus.id}>
                  <td className="master-table__serial">{serialNumber(page, pageSize, index)}</td>
                  <td className="certificate-table__student">{campus.name}</td>
                  <td className="certificate-table__mono">{campus.campusId}</td>
                  <td className="certificate-table__mono">{campus.campusCode}</td>
                  <td>{campus.shortName}</td>
                  <td className="master-table__wide">{campus.address}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <TableState
            rowCount={rows.length}
            loading={loading}
            icon="office"
            title="No campuses"
            description={can(ADD_CAMPUS) ? 'Import campuses from a CSV file with Import Campus.' : undefined}
            failure={
              error && {
                title: 'Could not load the campuses',
                description: error.message,
                action: <Button text="Retry" icon="refresh" onClick={() => void refetch()} />,
              }
            }
          />
        </div>
        <Pagination paging={list.paging} totalCount={totalCount} loading={loading} noun="campuses" />
      </div>
    </section>
  );
}
