/**
 * /master/campus-list — the Campus list (spec: access-and-administration §2 "Master area", §3
 * Campus, §6, §7 GET /campuses, §9; DESIGN.md "Decisions": page size 5 with a chooser, serial numbers
 * by the real page size): every campus field in a table paged and sorted on the server, and Import
 * Campus (to /settings/campus-import) with the `campus_management.add` grant.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { CampusListDocument, type CampusSortField } from '../../generated/graphql';
import { ListHeader } from './ListHeader';
import { MasterTable, masterRows } from './MasterTable';
import { MASTER_PATHS } from './paths';
import { ADD_CAMPUS } from './permissions';
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

  const result = useQuery(CampusListDocument, {
    variables: { page, pageSize, ...(list.sort ? { sort: list.sort } : {}) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const listed = masterRows(result, (answer) => answer.campuses);

  return (
    <section className="page master-page">
      <ListHeader
        title="Campus List"
        noun="campuses"
        listed={listed}
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
      <MasterTable
        noun="campuses"
        columns={COLUMNS}
        list={list}
        listed={listed}
        empty={{
          icon: 'office',
          title: 'No campuses',
          description: can(ADD_CAMPUS) ? 'Import campuses from a CSV file with Import Campus.' : undefined,
        }}
        cells={(campus) => (
          <>
            <td className="certificate-table__student">{campus.name}</td>
            <td className="certificate-table__mono">{campus.campusId}</td>
            <td className="certificate-table__mono">{campus.campusCode}</td>
            <td>{campus.shortName}</td>
            <td className="master-table__wide">{campus.address}</td>
          </>
        )}
      />
    </section>
  );
}
