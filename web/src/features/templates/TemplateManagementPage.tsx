/**
 * /settings/template-management — the Template Listing (spec: access-and-administration §2
 * "Template Listing", §7 `/listCertificates`, §8, §9; DESIGN.md "Decisions": page size 5 with a
 * chooser, serial numbers by the real page size): a table of name, View, Assign Course, Assign
 * Signee and View Details, paged on the server and searched by name. 'Add Template' shows only
 * with the viewer's `template_management.add` permission (the spec's "role 1", as a grant).
 */
import { Button, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { TemplateListDocument, type TemplateSummaryFragment } from '../../generated/graphql';
import { Pagination } from '../../shared/Pagination';
import { serialNumber } from '../../shared/serialNumber';
import { loadFailure, TableState } from '../../shared/TableState';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { usePaging } from '../../shared/usePaging';
import { graphqlErrorMessage } from '../certificates/dialogs/graphqlErrors';
import { AddTemplateDialog } from './AddTemplateDialog';
import { AssignCourseDialog } from './AssignCourseDialog';
import { AssignSigneeDialog } from './AssignSigneeDialog';
import { templatePreviewPath } from './paths';
import { TemplateDetailsDialog } from './TemplateDetailsDialog';
import './templates.css';

/** The permission behind the Add Template button (api/src/templates/routes.ts ADD_TEMPLATE). */
export const ADD_TEMPLATE_PERMISSION = 'template_management.add';

type Dialog = { kind: 'add' } | { kind: 'courses' | 'signees' | 'details'; template: TemplateSummaryFragment } | null;

/** The Template Listing screen. */
export function TemplateManagementPage() {
  const navigate = useNavigate();
  const { can } = useViewer();
  const [searchText, setSearchText] = useState('');
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  // a new search starts on page 1
  const search = useDebouncedValue(searchText.trim(), () => setPage(1));
  const [dialog, setDialog] = useState<Dialog>(null);

  const { data, previousData, loading, error, refetch } = useQuery(TemplateListDocument, {
    variables: { search: search || null, page, pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.templates;
  const rows = connection?.nodes ?? [];
  const totalCount = connection?.totalCount ?? 0;

  const open = (kind: 'courses' | 'signees' | 'details', template: TemplateSummaryFragment) =>
    setDialog({ kind, template });
  const close = () => setDialog(null);

  return (
    <section className="page template-page">
      <div className="page__header">
        <h1 className="page__title">Template Listing</h1>
        <Tag round minimal intent="primary" className="page__count" aria-label="Total templates">
          {totalCount}
        </Tag>
        <span className="page__spacer" />
        <InputGroup
          className="template-page__search"
          type="search"
          leftIcon="search"
          placeholder="Search by template name"
          aria-label="Search templates by name"
          value={searchText}
          onValueChange={setSearchText}
        />
        {can(ADD_TEMPLATE_PERMISSION) && (
          <Button intent={Intent.PRIMARY} icon="add" text="Add Template" onClick={() => setDialog({ kind: 'add' })} />
        )}
      </div>
      <div className="list-card">
        <div className="certificate-table__wrap">
          <HTMLTable className="certificate-table template-table" interactive aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col" className="template-table__serial">
                  Sl.No
                </th>
                <th scope="col">Name</th>
                <th scope="col">View</th>
                <th scope="col">Assign Course</th>
                <th scope="col">Assign Signee</th>
                <th scope="col">View Details</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id}>
                  <td className="template-table__serial">{serialNumber(page, pageSize, index)}</td>
                  <td className="template-table__name">
                    <span>{row.name}</span>
                    <span className="template-table__tags">
                      <Tag minimal round>
                        {row.noOfSignees} signee{row.noOfSignees === 1 ? '' : 's'}
                      </Tag>
                      {row.skipSign && (
                        <Tag minimal round intent={Intent.PRIMARY}>
                          Skip signing
                        </Tag>
                      )}
                      {row.active === false && (
                        <Tag minimal round intent={Intent.WARNING}>
                          Inactive
                        </Tag>
                      )}
                    </span>
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="outlined"
                      icon="eye-open"
                      text="View"
                      aria-label={`View ${row.name}`}
                      onClick={() => void navigate(templatePreviewPath(row.id))}
                    />
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="outlined"
                      icon="learning"
                      text="Assign Course"
                      aria-label={`Assign Course to ${row.name}`}
                      onClick={() => open('courses', row)}
                    />
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="outlined"
                      icon="draw"
                      text="Assign Signee"
                      aria-label={`Assign Signee to ${row.name}`}
                      onClick={() => open('signees', row)}
                    />
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="outlined"
                      icon="info-sign"
                      text="View Details"
                      aria-label={`View Details of ${row.name}`}
                      onClick={() => open('details', row)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <TableState
            rowCount={rows.length}
            loading={loading}
            icon="document"
            title="No templates"
            description={search ? 'No template name matches this search.' : 'Add a template to get started.'}
            failure={
              error &&
              loadFailure(
                'The templates could not be loaded',
                graphqlErrorMessage(error, 'Please try again.'),
                () => void refetch(),
              )
            }
          />
        </div>
        {totalCount > 0 && <Pagination paging={paging} totalCount={totalCount} loading={loading} noun="templates" />}
      </div>

      <AddTemplateDialog isOpen={dialog?.kind === 'add'} onClose={close} onCreated={() => setPage(1)} />
      <AssignCourseDialog template={dialog?.kind === 'courses' ? dialog.template : null} onClose={close} />
      <AssignSigneeDialog template={dialog?.kind === 'signees' ? dialog.template : null} onClose={close} />
      <TemplateDetailsDialog template={dialog?.kind === 'details' ? dialog.template : null} onClose={close} />
    </section>
  );
}
