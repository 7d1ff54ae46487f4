/**
 * /settings/course-import, /settings/campus-import, /settings/student-import — the CSV import
 * screens (spec: access-and-administration §2 "CSV import screens", §3 "Imported CSV", §4 "Import",
 * §5 "CSV import accepts only .csv; Preview and Upload stay disabled until data rows exist", §7, §8
 * 'Upload Success' / 'Upload Failed' / 'No Data'): Back (to the master list), Download Sample File,
 * Choose File (.csv only), the file name with a remove icon, Preview and Upload, and the preview
 * table. A chosen file is read at once in a web worker with the api's own row rules (progress bar);
 * its bad rows come first (row, column, message) and Upload stays disabled while any row is invalid.
 * Upload sends the file through the gateway's upload route (progress bar), then the import mutation
 * with its upload id; the server re-checks every row and its row errors show like the preview's.
 */
import { Button, Callout, Card, Icon, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { DATE_FORMAT, type DateFormatCode } from '@certify/api/codes';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, type ImportKind } from '@certify/api/imports';
import { useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AppSettingsDocument,
  type ImportKind as GraphqlImportKind,
  type ImportResultFieldsFragment,
  ImportSampleDocument,
} from '../../generated/graphql';
import { DEFAULT_DATE_FORMAT } from '../../shared/dates';
import { UploadError, uploadFile } from '../../shared/uploads';
import { useSubmitOnce } from '../../shared/useSubmitOnce';
import { PageHeader } from '../certificates/detail/PageHeader';
import { graphqlErrorCode, graphqlErrorMessage } from '../certificates/dialogs/graphqlErrors';
import { IMPORT_SCREENS } from './importKinds';
import { ImportOutcomeCallout, type UploadOutcome } from './ImportOutcome';
import { ImportParserContext } from './parserClient';
import type { ParseOutcome } from './parseImportFile';
import { PreviewTable, RowErrorsTable } from './ImportTables';
import { rowErrorsOf } from './rowErrors';
import './imports.css';

/** Reading the chosen file. */
type ParseState =
  | { status: 'idle' }
  | { status: 'reading'; fraction: number }
  | { status: 'read'; outcome: ParseOutcome }
  | { status: 'failed'; message: string };

/** Sending it. */
type UploadState = { status: 'idle' } | { status: 'uploading'; fraction: number } | { status: 'importing' };

const DATE_FORMATS: readonly string[] = Object.values(DATE_FORMAT);
const asDateFormat = (value: string | undefined): DateFormatCode =>
  (value && DATE_FORMATS.includes(value) ? value : DEFAULT_DATE_FORMAT) as DateFormatCode;

/** §5: only .csv files. */
const isCsv = (file: File) => /\.csv$/i.test(file.name);
const NOT_CSV = 'Choose a .csv file';

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/**
 * The sample file of an import (the api's, with every column and a `#` line on the formats) as an
 * object URL a Download Sample File link can point at (the gateway needs the bearer token, which a
 * plain link cannot send).
 */
function useSampleFile(kind: GraphqlImportKind) {
  const { data, loading, error } = useQuery(ImportSampleDocument, { variables: { kind }, fetchPolicy: 'network-only' });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const created = URL.createObjectURL(new Blob([data.importSample.csv], { type: 'text/csv;charset=utf-8' }));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [data]);
  return {
    url,
    fileName: data?.importSample.fileName,
    loading,
    problem: error ? graphqlErrorMessage(error, 'The sample file could not be loaded.') : null,
  };
}

/** One import screen. */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const screen = IMPORT_SCREENS[kind];
  const navigate = useNavigate();
  const client = useApolloClient();
  const parse = useContext(ImportParserContext);
  const settings = useQuery(AppSettingsDocument, { fetchPolicy: 'cache-first' });
  const settingsKnown = !settings.loading;
  const dateFormat = asDateFormat(settings.data?.settings.displayDateFormat);

  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParseState>({ status: 'idle' });
  const [showPreview, setShowPreview] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const { pending, running, run } = useSubmitOnce();
  const sample = useSampleFile(screen.graphqlKind);

  // A chosen file is read at once (again when the date format arrives or changes).
  useEffect(() => {
    if (!file || !settingsKnown) return;
    const aborter = new AbortController();
    setParsed({ status: 'reading', fraction: 0 });
    parse(
      file,
      kind,
      dateFormat,
      (read, total) => {
        if (!aborter.signal.aborted) setParsed({ status: 'reading', fraction: total > 0 ? read / total : 1 });
      },
      aborter.signal,
    ).then(
      (result) => {
        if (!aborter.signal.aborted) setParsed({ status: 'read', outcome: result });
      },
      (error: unknown) => {
        if (aborter.signal.aborted) return;
        setParsed({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => aborter.abort();
  }, [file, kind, dateFormat, settingsKnown, parse]);

  const choose = (chosen: File | null) => {
    if (running()) return;
    setOutcome(null);
    setShowPreview(false);
    setParsed({ status: 'idle' });
    if (chosen && !isCsv(chosen)) {
      setFile(null);
      setFileProblem(NOT_CSV);
      return;
    }
    setFileProblem(null);
    setFile(chosen);
  };

  const removeFile = () => {
    choose(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const read = parsed.status === 'read' ? parsed.outcome : null;
  // §5: Preview and Upload stay disabled until data rows exist (under a header with every required column).
  const hasRows = !!read && !read.failure && read.missingColumns.length === 0 && read.rowCount > 0;
  const valid = hasRows && read.errorCount === 0;
  const busy = pending || upload.status !== 'idle';

  const startUpload = () =>
    run(async () => {
      if (!file || !valid) return;
      setOutcome(null);
      setUpload({ status: 'uploading', fraction: 0 });
      try {
        const stored = await uploadFile(file, 'csv', (fraction) => setUpload({ status: 'uploading', fraction }));
        setUpload({ status: 'importing' });
        const { data } = await client.mutate({
          mutation: screen.mutation,
          variables: { uploadId: stored.id },
          update: (cache) => {
            for (const fieldName of screen.lists) cache.evict({ id: 'ROOT_QUERY', fieldName });
            cache.gc();
          },
        });
        const result: ImportResultFieldsFragment | undefined = data?.[screen.field];
        if (result) setOutcome({ status: 'success', result });
      } catch (error) {
        setOutcome(failureOf(error));
      } finally {
        setUpload({ status: 'idle' });
      }
    });

  const progress =
    parsed.status === 'reading'
      ? { label: `Reading ${file?.name ?? 'the file'}… ${percent(parsed.fraction)}`, value: parsed.fraction }
      : upload.status === 'uploading'
        ? { label: `Uploading… ${percent(upload.fraction)}`, value: upload.fraction }
        : upload.status === 'importing'
          ? { label: `Importing ${screen.records}…`, value: undefined }
          : null;

  return (
    <div className="certify-page import-page">
      <PageHeader
        title={screen.title}
        subtitle={`Add or update ${screen.records} from a CSV file exported by your student management system.`}
        onBack={() => void navigate(screen.backPath)}
        actions={
          sample.url ? (
            <a className="import-sample-link" href={sample.url} download={sample.fileName}>
              <Icon icon="download" />
              Download Sample File
            </a>
          ) : (
            <Button variant="minimal" icon="download" text="Download Sample File" disabled loading={sample.loading} />
          )
        }
      />
      {sample.problem && (
        <Callout intent={Intent.DANGER} compact>
          {sample.problem}
        </Callout>
      )}

      <Card className="import-card">
        <div className="import-card__actions">
          <input
            ref={inputRef}
            className="import-card__input"
            type="file"
            accept=".csv"
            aria-label="CSV file"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {file ? (
            <span className="import-card__file">
              <Icon icon="document" />
              <span className="import-card__file-name">{file.name}</span>
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={`Remove ${file.name}`}
                title="Remove file"
                disabled={busy}
                onClick={removeFile}
              />
            </span>
          ) : (
            <Button icon="folder-open" text="Choose File" onClick={() => inputRef.current?.click()} />
          )}
          <span className="import-card__spacer" />
          <Button
            icon="eye-open"
            text="Preview"
            disabled={!hasRows || busy}
            active={showPreview}
            onClick={() => setShowPreview(true)}
          />
          <Button
            intent={Intent.PRIMARY}
            icon="cloud-upload"
            text="Upload"
            disabled={!valid || busy}
            loading={busy}
            onClick={() => void startUpload()}
          />
        </div>
        <ColumnsHelp kind={kind} />
        {fileProblem && (
          <Callout intent={Intent.DANGER} compact>
            {fileProblem}
          </Callout>
        )}
        {progress && (
          <div className="import-progress" role="status">
            <span>{progress.label}</span>
            <ProgressBar intent={Intent.PRIMARY} value={progress.value} animate={progress.value === undefined} />
          </div>
        )}
      </Card>

      {outcome && <ImportOutcomeCallout outcome={outcome} records={screen.records} />}
      {outcome?.status === 'failed' && outcome.rowErrors.length > 0 && (
        <RowErrorsTable errors={outcome.rowErrors} more={outcome.moreErrors} title="Rows the server refused" />
      )}

      {parsed.status === 'failed' && (
        <Callout intent={Intent.DANGER} title="The file could not be read">
          {parsed.message}
        </Callout>
      )}
      {read && !outcome && <ParseSummary outcome={read} records={screen.records} />}
      {read && !read.failure && read.errors.length > 0 && (
        <RowErrorsTable errors={read.errors} more={read.errorCount - read.errors.length} title="Rows with problems" />
      )}
      {read && showPreview && hasRows && <PreviewTable kind={kind} outcome={read} />}
    </div>
  );
}

/** The upload's failure as the screen shows it ('No Data', or 'Upload Failed' with the server's rows). */
function failureOf(error: unknown): UploadOutcome {
  if (error instanceof UploadError) {
    return { status: 'failed', detail: error.message, rowErrors: [], moreErrors: 0 };
  }
  const message = graphqlErrorMessage(error, 'The file could not be imported. Please try again.');
  if (graphqlErrorCode(error) === 'BAD_USER_INPUT' && message === IMPORT_MESSAGES.noData) return { status: 'noData' };
  const { rowErrors, moreErrors } = rowErrorsOf(error);
  return {
    status: 'failed',
    detail: message === IMPORT_MESSAGES.failed ? null : message,
    rowErrors,
    moreErrors,
  };
}

/** The columns the import takes (required ones marked), from the api's column list. */
function ColumnsHelp({ kind }: { kind: ImportKind }) {
  return (
    <p className="import-card__columns">
      <span className="import-card__columns-label">Columns:</span>
      {IMPORT_COLUMNS[kind].map((c) => (
        <Tag key={c.name} minimal round intent={c.required ? Intent.PRIMARY : Intent.NONE} title={c.description}>
          {c.name}
          {c.required ? ' *' : ''}
        </Tag>
      ))}
      <span className="import-card__columns-note">* required. Dates as yyyy-mm-dd or the display date format.</span>
    </p>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

/** What the preview found: ready, bad rows, missing columns, or §4's 'No Data'. */
function ParseSummary({ outcome, records }: { outcome: ParseOutcome; records: string }) {
  if (outcome.failure) {
    return (
      <Callout intent={Intent.DANGER} title="The file could not be read">
        {outcome.failure}
      </Callout>
    );
  }
  if (outcome.missingColumns.length > 0) {
    return (
      <Callout intent={Intent.DANGER} title={IMPORT_MESSAGES.missingColumns(outcome.missingColumns)}>
        Add them to the header row (the sample file has every column), then choose the file again.
      </Callout>
    );
  }
  if (outcome.rowCount === 0) {
    return (
      <Callout intent={Intent.WARNING} title={IMPORT_MESSAGES.noData}>
        The file has no data rows under its header.
      </Callout>
    );
  }
  if (outcome.errorCount > 0) {
    return (
      <Callout
        intent={Intent.DANGER}
        title={`${plural(outcome.badRowCount, 'row')} of ${plural(outcome.rowCount, 'row')} to fix`}
      >
        Fix them in the file, then choose it again: Upload stays disabled while any row is invalid.
      </Callout>
    );
  }
  return (
    <Callout intent={Intent.SUCCESS} title={`${plural(outcome.rowCount, 'row')} ready to upload`}>
      Every row passed the checks. Upload adds new {records} and updates the ones already stored.
    </Callout>
  );
}
