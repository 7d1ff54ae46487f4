/**
 * The outcome of an Upload, in §8's words: 'Upload Success' with the counts, 'Upload Failed' (with
 * the server's reason when it is not just its row errors), or the warning 'No Data'.
 * spec: access-and-administration §4 "Import", §8 "Import messages".
 */
import { Callout, Intent } from '@blueprintjs/core';
import { IMPORT_MESSAGES, type RowError } from '@certify/api/imports';
import type { ImportResultFieldsFragment } from '../../generated/graphql';

/** What an Upload came to. */
export type UploadOutcome =
  | { status: 'success'; result: ImportResultFieldsFragment }
  | { status: 'failed'; detail: string | null; rowErrors: RowError[]; moreErrors: number }
  | { status: 'noData' };

const n = (value: number) => value.toLocaleString('en-AU');
const counts = (c: { added: number; updated: number; unchanged: number }) =>
  `${n(c.added)} added, ${n(c.updated)} updated, ${n(c.unchanged)} unchanged`;

/** The callout of an Upload's outcome; `records` names what was imported (students, courses…). */
export function ImportOutcomeCallout({ outcome, records }: { outcome: UploadOutcome; records: string }) {
  if (outcome.status === 'success') {
    const { result } = outcome;
    return (
      <Callout intent={Intent.SUCCESS} icon="tick-circle" title={result.message} role="status">
        <p className="import-outcome__counts">
          {`${n(result.rows)} ${result.rows === 1 ? 'row' : 'rows'} imported. ${capital(records)}: ${counts(result)}.`}
        </p>
        {result.units && <p className="import-outcome__counts">Units of competency: {counts(result.units)}.</p>}
      </Callout>
    );
  }
  if (outcome.status === 'noData') {
    return (
      <Callout intent={Intent.WARNING} title={IMPORT_MESSAGES.noData} role="alert">
        The file has no data rows under its header.
      </Callout>
    );
  }
  return (
    <Callout intent={Intent.DANGER} icon="error" title={IMPORT_MESSAGES.failed} role="alert">
      {outcome.detail && <p>{outcome.detail}</p>}
      {outcome.rowErrors.length > 0 ? (
        <p>Nothing was imported: fix the rows below in the file, then choose it again.</p>
      ) : (
        !outcome.detail && <p>Nothing was imported.</p>
      )}
    </Callout>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
