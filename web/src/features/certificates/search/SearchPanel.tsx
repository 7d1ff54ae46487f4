/**
 * The shared search panel of the certificate lists (certificate-workflow §2): name, course,
 * campus, requisitioner, certificate type and requested date range. Search applies the draft to
 * the shared filter state; Clear resets both.
 */
import { Button, Card, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { DateRangeInput, type DateRange } from '@blueprintjs/datetime';
import { useQuery } from '@apollo/client/react';
import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SearchFormOptionsDocument, type CertificateType } from '../../../generated/graphql';
import { toDateFnsPattern } from '../../../shared/dates';
import { useDisplayDate } from '../../../shared/dates';
import { OptionMultiSelect } from './OptionMultiSelect';
import { ALL_TYPES, EMPTY_FILTERS, type SearchFilters } from './searchFilters';
import { useSearchFilters } from './useSearchFilters';

const toDate = (value: string | null) => {
  if (!value) return null;
  const d = parseISO(value);
  return isValid(d) ? d : null;
};
const toIso = (value: Date | null) => (value ? format(value, 'yyyy-MM-dd') : null);

interface SearchPanelProps {
  /** Extra buttons on the right (Request certificate, BULK SIGN, BULK PRINT). */
  actions?: ReactNode;
}

export function SearchPanel({ actions }: SearchPanelProps) {
  const { applied, apply, clear } = useSearchFilters();
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const { displayFormat } = useDisplayDate();
  const { data } = useQuery(SearchFormOptionsDocument, { fetchPolicy: 'cache-first' });
  const options = data?.formOptions;

  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  function handleClear() {
    setDraft(EMPTY_FILTERS);
    clear();
  }

  const range: DateRange = [toDate(draft.requestedFrom), toDate(draft.requestedTo)];

  return (
    <Card className="search-panel" compact>
      <form onSubmit={handleSubmit} aria-label="Search certificates">
        <div className="search-panel__grid">
          <FormGroup label="Student Name" labelFor="search-name">
            <InputGroup
              id="search-name"
              leftIcon="search"
              placeholder="Name"
              value={draft.studentName}
              onValueChange={(v) => set('studentName', v)}
            />
          </FormGroup>
          <FormGroup label="Course" labelFor="search-course">
            <OptionMultiSelect
              id="search-course"
              placeholder="Select Course"
              options={(options?.courses ?? []).map((c) => ({ id: c.id, label: `${c.code} ${c.name}` }))}
              selectedIds={draft.courseIds}
              onChange={(ids) => set('courseIds', ids)}
            />
          </FormGroup>
          <FormGroup label="Campus" labelFor="search-campus">
            <HTMLSelect
              id="search-campus"
              fill
              value={draft.campusId}
              onChange={(e) => set('campusId', e.currentTarget.value)}
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
              onChange={(ids) => set('requisitionerIds', ids)}
            />
          </FormGroup>
          <FormGroup label="Certificate Type" labelFor="search-type">
            <HTMLSelect
              id="search-type"
              fill
              value={draft.certificateType}
              onChange={(e) => set('certificateType', e.currentTarget.value as CertificateType | typeof ALL_TYPES)}
              options={[
                { value: ALL_TYPES, label: 'Select Certificate Type' },
                ...(options?.certificateTypes ?? []).map((t) => ({ value: t.type, label: t.name })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Requested Date" className="search-panel__dates">
            <DateRangeInput
              locale={enUS}
              dateFnsFormat={toDateFnsPattern(displayFormat)}
              value={range}
              maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
              onChange={([from, to]) => setDraft((d) => ({ ...d, requestedFrom: toIso(from), requestedTo: toIso(to) }))}
              startInputProps={{ placeholder: 'From', 'aria-label': 'Requested from' }}
              endInputProps={{ placeholder: 'To', 'aria-label': 'Requested to' }}
              allowSingleDayRange
              shortcuts={false}
              // a fieldset (role group) may carry the popover's aria-expanded; Blueprint's bare div may not (axe)
              popoverProps={{ placement: 'bottom-start', targetTagName: 'fieldset' }}
            />
          </FormGroup>
        </div>
        <div className="search-panel__buttons">
          <Button type="submit" intent={Intent.PRIMARY} icon="search" text="Search" />
          <Button variant="minimal" icon="cross" text="Clear" onClick={handleClear} />
          <span className="search-panel__spacer" />
          {actions}
        </div>
      </form>
    </Card>
  );
}
