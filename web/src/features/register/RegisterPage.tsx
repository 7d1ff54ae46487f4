/**
 * /reports, the certificate register (certificate-workflow §2 "Reports list", "Shared search
 * panel"; §7 POST /reports): the search panel with the register's own fields, Search, Clear Search
 * and Export To CSV; the sortable table paged on the server by cursor (page size 5 with a chooser);
 * criteria kept in local storage across visits.
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CertificateRegisterDocument, type CertificateSort } from '../../generated/graphql';
import { CountBadge } from '../../shared/TableSkeleton';
import { DEFAULT_PAGE_SIZE } from '../../shared/usePaging';
import { SearchForm } from '../certificates/search/SearchForm';
import { CursorPager } from './CursorPager';
import { ExportCsvButton } from './ExportCsvButton';
import { RegisterFields } from './RegisterFields';
import { RegisterTable } from './RegisterTable';
import { EMPTY_REGISTER_FILTERS, toRegisterFilter } from './registerFilters';
import { useRegisterFilters } from './useRegisterFilters';
import './register.css';

/** The pages visited, as the `after` cursor of each (null for the first); a new search starts again. */
interface CursorTrail {
  /** The search, sort and page size the trail belongs to. */
  key: string;
  afters: Array<string | null>;
}

/** The certificate register screen. spec: certificate-workflow §2 "Reports list". */
export function RegisterPage() {
  const { applied, apply, clear } = useRegisterFilters();
  const filter = toRegisterFilter(applied);
  const [sort, setSort] = useState<CertificateSort | null>(null);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const key = JSON.stringify([filter ?? null, sort, pageSize]);
  const [trail, setTrail] = useState<CursorTrail>({ key, afters: [null] });
  const afters = trail.key === key ? trail.afters : [null];
  const page = afters.length;
  const after = afters[afters.length - 1] ?? null;

  const { data, previousData, loading, error, refetch } = useQuery(CertificateRegisterDocument, {
    variables: { filter, first: pageSize, after, sort },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // the rows of the page asked for only (skeleton rows until they come); the total of the last answer
  const connection = data?.certificateRegister;
  const rows = error ? [] : (connection?.edges ?? []).map((e) => e.node);
  const known = (data ?? previousData)?.certificateRegister;
  const totalCount = error ? 0 : (known?.totalCount ?? 0);
  const endCursor = connection?.pageInfo.endCursor ?? null;

  return (
    <section className="page register-page">
      <div className="page__header">
        <h1 className="page__title">Certificate Register</h1>
        <CountBadge count={known ? totalCount : null} failed={!!error} label="Total certificates" />
      </div>
      <SearchForm
        applied={applied}
        empty={EMPTY_REGISTER_FILTERS}
        onApply={apply}
        onClear={clear}
        clearText="Clear Search"
        label="Search the certificate register"
        extraFields={(draft, patch) => <RegisterFields draft={draft} patch={patch} />}
        actions={<ExportCsvButton target="REGISTER" filter={filter} sort={sort} />}
      />
      <div className="list-card">
        <RegisterTable
          rows={rows}
          firstSerial={(page - 1) * pageSize + 1}
          loading={loading}
          skeletonRows={pageSize}
          error={error ? error.message : null}
          onRetry={() => void refetch()}
          sort={sort}
          onSort={setSort}
        />
        <CursorPager
          page={page}
          pageSize={pageSize}
          rowCount={rows.length}
          totalCount={totalCount}
          hasNextPage={!error && (connection?.pageInfo.hasNextPage ?? false)}
          loading={loading}
          onPrevious={() => setTrail({ key, afters: afters.slice(0, -1) })}
          onNext={() => endCursor && setTrail({ key, afters: [...afters, endCursor] })}
          onPageSizeChange={setPageSize}
        />
      </div>
    </section>
  );
}
