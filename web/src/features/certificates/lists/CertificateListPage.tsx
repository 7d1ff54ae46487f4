/**
 * One page for all seven certificate lists (certificate-workflow §2), driven by CERTIFICATE_LISTS:
 * the shared search panel, the sortable paginated table and the list's own actions. The list tells
 * the truth (docs/product.md "Dashboard, register and exports"): skeleton rows and a skeleton count while it loads, a failed load with the
 * server's message and Retry, and the no-access result for a list the viewer's roles do not grant.
 */
import { Button, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../../app/useViewer';
import { CertificateListDocument, type CertificateSort } from '../../../generated/graphql';
import { CountBadge } from '../../../shared/TableSkeleton';
import { Pagination } from '../../../shared/Pagination';
import { showError } from '../../../shared/toaster';
import { usePaging } from '../../../shared/usePaging';
import { SearchPanel } from '../search/SearchPanel';
import { usePrintCertificates } from '../print/usePrintCertificates';
import { toCertificateFilter } from '../search/searchFilters';
import { useSearchFilters } from '../search/useSearchFilters';
import { graphqlErrorCode } from '../dialogs/graphqlErrors';
import { SAME_STATUS_AND_TEMPLATE_MESSAGE, sameStatus, sameTemplate } from './bulkRules';
import { BulkSignButton } from './BulkSignButton';
import { isReprint, type CertificateRow } from './certificateRow';
import { CertificateTable } from './CertificateTable';
import { certificateListVariables } from './certificateListVariables';
import { tookPrefetch } from './prefetchCertificateList';
import { useListAccess } from './listAccess';
import type { CertificateListDefinition } from './listDefinitions';
import { listLoadFailure } from './listLoadFailure';
import { NoListAccess } from './NoListAccess';
import { useRowSelection } from './useRowSelection';
import { ExportCsvButton } from '../../register/ExportCsvButton';

export function CertificateListPage({ definition }: { definition: CertificateListDefinition }) {
  const navigate = useNavigate();
  const { can } = useViewer();
  const { applied } = useSearchFilters();
  const filter = toCertificateFilter(applied);
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [sort, setSort] = useState<CertificateSort | null>(null);
  const selection = useRowSelection();
  const { print, pending: printing, pendingIds: printingIds, dialog: printDialog } = usePrintCertificates();

  const isSignList = definition.key === 'TO_BE_SIGNED';
  const isPrintList = definition.key === 'SEND_TO_PRINT';
  const selectable = isSignList || isPrintList;

  // a new list or a new search starts on page 1 with nothing selected
  const filterKey = JSON.stringify(filter ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list or the search changes, by design
  useEffect(() => {
    setPage(1);
    selection.clear();
  }, [definition.key, filterKey]);

  const granted = useListAccess().mayOpen(`/certificates/${definition.path}`);
  const variables = certificateListVariables(definition, filter, page, pageSize, sort);
  // the route's loader has asked for the first page already (prefetchCertificateList.ts): take its
  // answer from the cache; every later request refreshes from the network
  const [firstFetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    tookPrefetch(variables) ? 'cache-first' : 'cache-and-network',
  );
  const { data, previousData, loading, error, refetch } = useQuery(CertificateListDocument, {
    variables,
    fetchPolicy: firstFetchPolicy,
    nextFetchPolicy: () => 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip: !granted,
  });
  // a failed load shows no stale rows; the count waits for this answer (never a false 0)
  const connection = error ? undefined : (data ?? previousData)?.certificates;
  const rows: CertificateRow[] = connection?.nodes ?? [];
  const totalCount = connection?.totalCount ?? 0;
  const counted = !error && data?.certificates !== undefined;
  /** BULK SIGN (spec §2, §6): rows are selected and the server says the viewer may sign each of them. */
  const canBulkSign = isSignList && selection.rows.length > 0 && selection.rows.every((r) => r.viewerCanSign === true);

  async function bulkPrint() {
    const chosen = selection.rows;
    if (!sameStatus(chosen) || !sameTemplate(chosen)) {
      void showError(SAME_STATUS_AND_TEMPLATE_MESSAGE);
      return;
    }
    const first = chosen[0];
    if (!first) return;
    if (
      await print(
        chosen.map((r) => r.id),
        isReprint(first) ? 'REPRINT' : 'PRINT',
      )
    )
      selection.clear();
  }

  const actions = (
    <>
      {definition.key === 'REQUESTED' && can('requested_certificate.add') && (
        <Button
          intent={Intent.PRIMARY}
          icon="add"
          text="Request certificate"
          onClick={() => void navigate('/certificates/request-certificate')}
        />
      )}
      {canBulkSign && <BulkSignButton rows={selection.rows} onSigned={selection.clear} />}
      {isPrintList && selection.rows.length > 0 && (
        <Button
          intent={Intent.PRIMARY}
          icon="print"
          text={`BULK PRINT (${selection.rows.length})`}
          loading={printing && printingIds.size > 1}
          disabled={printing}
          onClick={() => void bulkPrint()}
        />
      )}
      <ExportCsvButton target={definition.key} filter={filter} sort={sort} />
    </>
  );

  const rowActions = isPrintList
    ? (row: CertificateRow) => {
        const reprint = isReprint(row);
        return (
          <Button
            size="small"
            intent={reprint ? Intent.WARNING : Intent.PRIMARY}
            icon="print"
            text={reprint ? 'Reprint' : 'Print'}
            loading={printingIds.has(row.id) && printingIds.size === 1}
            disabled={printing}
            onClick={() => void print([row.id], reprint ? 'REPRINT' : 'PRINT')}
          />
        );
      }
    : undefined;

  if (!granted || graphqlErrorCode(error) === 'FORBIDDEN') return <NoListAccess title={definition.title} />;

  return (
    <section className="page certificate-list-page">
      <div className="page__header">
        <h1 className="page__title">{definition.title}</h1>
        <CountBadge count={counted ? totalCount : null} failed={!!error} label="Total certificates" />
      </div>
      <SearchPanel actions={actions} />
      <div className="list-card">
        <CertificateTable
          definition={definition}
          rows={rows}
          loading={loading && !error}
          failure={error ? listLoadFailure(error, () => void refetch().catch(() => undefined)) : null}
          skeletonRows={pageSize}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          selectable={selectable}
          selectedIds={selection.ids}
          onToggleRow={selection.toggle}
          onToggleAll={selection.toggleAll}
          rowActions={rowActions}
        />
        {!error && <Pagination paging={paging} totalCount={totalCount} loading={loading} noun="certificates" />}
      </div>
      {printDialog}
    </section>
  );
}
