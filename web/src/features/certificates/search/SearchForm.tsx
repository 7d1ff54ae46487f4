/**
 * The shared search panel's form (certificate-workflow §2 "Shared search panel"): name, course,
 * campus, requisitioner, certificate type and requested date range, plus a screen's own fields
 * (the register's credential date range, status and credential number). Edits stay a draft until
 * Search applies them; Clear resets both. The lists hold the applied filters in
 * SearchFiltersContext (`SearchPanel`), the register in local storage.
 */
import { Button, Card, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SearchFormOptionsDocument, type CertificateType } from '../../../generated/graphql';
import { DateRangeField } from './DateRangeField';
import { OptionMultiSelect } from './OptionMultiSelect';
import { ALL_TYPES, type SearchFilters } from './searchFilters';

/** Changes some fields of the draft. */
export type PatchFilters<F> = (patch: Partial<F>) => void;

export interface SearchFormProps<F extends SearchFilters> {
  /** The filters in force (the draft starts from them). */
  applied: F;
  /** The filters Clear returns to. */
  empty: F;
  onApply: (filters: F) => void;
  onClear: () => void;
  /** The Clear button's text ('Clear Search' on the register, spec §2). */
  clearText?: string;
  /** The form's accessible name. */
  label?: string;
  /** A screen's own fields after the shared ones, editing the draft. */
  extraFields?: (draft: F, patch: PatchFilters<F>) => ReactNode;
  /** Extra buttons on the right (Request certificate, BULK SIGN, BULK PRINT, Export To CSV). */
  actions?: ReactNode;
}

/** The search panel's fields and buttons over a draft of `applied`. spec: certificate-workflow §2. */
export function SearchForm<F extends SearchFilters>({
  applied,
  empty,
  onApply,
  onClear,
  clearText = 'Clear',
  label = 'Search certificates',
  extraFields,
  actions,
}: SearchFormProps<F>) {
  const [draft, setDraft] = useState<F>(applied);
  const { data } = useQuery(SearchFormOptionsDocument, { fetchPolicy: 'cache-first' });
  const options = data?.formOptions;

  const patch: PatchFilters<F> = (p) => setDraft((d) => ({ ...d, ...p }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function handleClear() {
    setDraft(empty);
    onClear();
  }

  return (
    <Card className="search-panel" compact>
      <form onSubmit={handleSubmit} aria-label={label}>
        <div className="search-panel__grid">
          <FormGroup label="Student Name" labelFor="search-name">
            <InputGroup
              id="search-name"
              leftIcon="search"
              placeholder="Name"
              value={draft.studentName}
              onValueChange={(v) => setDraft((d) => ({ ...d, studentName: v }))}
            />
          </FormGroup>
          <FormGroup label="Course" labelFor="search-course">
            <OptionMultiSelect
              id="search-course"
              placeholder="Select Course"
              options={(options?.courses ?? []).map((c) => ({ id: c.id, label: `${c.code} ${c.name}` }))}
              selectedIds={draft.courseIds}
              onChange={(ids) => setDraft((d) => ({ ...d, courseIds: ids }))}
            />
          </FormGroup>
          <FormGroup label="Campus" labelFor="search-campus">
            <HTMLSelect
              id="search-campus"
              fill
              value={draft.campusId}
              onChange={(e) => {
                const campusId = e.currentTarget.value;
                setDraft((d) => ({ ...d, campusId }));
              }}
              options={[
                { value: '', label: 'Select Campus' },
                ...(options?.campuses ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Requested By" labelFor="search-requisitioner">
            <OptionMultiSelect
              id="search-requisitioner"
              placeholder="Select Requisitioner"
              options={(options?.requisitioners ?? []).map((u) => ({ id: u.id, label: u.fullName }))}
              selectedIds={draft.requisitionerIds}
              onChange={(ids) => setDraft((d) => ({ ...d, requisitionerIds: ids }))}
            />
          </FormGroup>
          <FormGroup label="Certificate Type" labelFor="search-type">
            <HTMLSelect
              id="search-type"
              fill
              value={draft.certificateType}
              onChange={(e) => {
                const certificateType = e.currentTarget.value as CertificateType | typeof ALL_TYPES;
                setDraft((d) => ({ ...d, certificateType }));
              }}
              options={[
                { value: ALL_TYPES, label: 'Select Certificate Type' },
                ...(options?.certificateTypes ?? []).map((t) => ({ value: t.type, label: t.name })),
              ]}
            />
          </FormGroup>
          <DateRangeField
            label="Requested Date"
            fromLabel="Requested from"
            toLabel="Requested to"
            from={draft.requestedFrom}
            to={draft.requestedTo}
            onChange={(requestedFrom, requestedTo) => setDraft((d) => ({ ...d, requestedFrom, requestedTo }))}
          />
          {extraFields?.(draft, patch)}
        </div>
        <div className="search-panel__buttons">
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text="Search" />
          <Button variant="minimal" icon="cross" text={clearText} onClick={handleClear} />
          <span className="page__spacer" />
          {actions}
        </div>
      </form>
    </Card>
  );
}
