/**
 * The import screen's tables: the rows with problems (row, column, message — the preview's or the
 * server's) and the preview of the file's rows, bad rows first, each cell with its problem.
 * spec: access-and-administration §2 "CSV import screens" (preview table), §3 "Imported CSV";
 * docs/product.md "Master data and CSV import" (bad rows first: row number, column, message).
 */
import { HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { IMPORT_COLUMNS, type ImportKind, type RowError } from '@certify/api/imports';
import type { ParseOutcome } from './parseImportFile';

const n = (value: number) => value.toLocaleString('en-AU');
/** Columns of codes, ids, dates and numbers: kept on one line. */
const SHORT = /(_code|_id|_date|^dob|^mobile|^usi|_core)$/;

/** The rows with problems, in row order; `more` counts those not listed. */
export function RowErrorsTable({ errors, more, title }: { errors: RowError[]; more: number; title: string }) {
  return (
    <section className="import-section" aria-label={title}>
      <h3 className="import-section__title">
        {title}
        <Tag minimal round intent={Intent.DANGER}>
          {n(errors.length + more)}
        </Tag>
      </h3>
      <div className="import-table__wrap import-table__wrap--errors">
        <HTMLTable compact striped className="import-table">
          <thead>
            <tr>
              <th scope="col" className="import-table__row">
                Row
              </th>
              <th scope="col">Column</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e) => (
              <tr key={`${e.row}:${e.column ?? ''}:${e.message}`}>
                <td className="import-table__row">{e.row}</td>
                <td>
                  <code>{e.column ?? '—'}</code>
                </td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {more > 0 && <p className="import-section__more">…and {n(more)} more not listed.</p>}
    </section>
  );
}

/** The preview table: the import's columns the file has, bad rows first and marked. */
export function PreviewTable({ kind, outcome }: { kind: ImportKind; outcome: ParseOutcome }) {
  const columns = IMPORT_COLUMNS[kind].filter((c) => outcome.header.includes(c.name));
  const shown = outcome.preview.length;
  return (
    <section className="import-section" aria-label="Preview">
      <h3 className="import-section__title">
        Preview
        <span className="import-section__note">
          {shown < outcome.rowCount
            ? `${n(shown)} of ${n(outcome.rowCount)} rows${outcome.badRowCount > 0 ? ', rows with problems first' : ''}`
            : `${n(outcome.rowCount)} ${outcome.rowCount === 1 ? 'row' : 'rows'}`}
        </span>
      </h3>
      <div className="import-table__wrap">
        <HTMLTable compact striped className="import-table import-table--preview">
          <thead>
            <tr>
              <th scope="col" className="import-table__row">
                Row
              </th>
              {columns.map((c) => (
                <th scope="col" key={c.name}>
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {outcome.preview.map((r) => {
              const problemOf = (column: string) => r.errors.find((e) => e.column === column)?.message;
              const rowProblem = r.errors.find((e) => e.column === null || !columns.some((c) => c.name === e.column));
              return (
                <tr key={r.row} className={r.errors.length > 0 ? 'import-table__bad' : undefined}>
                  <td className="import-table__row" title={rowProblem?.message}>
                    {r.row}
                  </td>
                  {columns.map((c) => {
                    const problem = problemOf(c.name);
                    return (
                      <td
                        key={c.name}
                        className={[
                          SHORT.test(c.name) ? 'import-table__short' : '',
                          problem ? 'import-table__cell--bad' : '',
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      >
                        {r.values[c.name] ?? ''}
                        {problem && <span className="import-table__problem">{problem}</span>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </section>
  );
}
