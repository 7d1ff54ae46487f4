/**
 * A from–to date range of the search panel (requested date; on the register also credential date),
 * typed and shown in the configured date format, kept as ISO dates (`YYYY-MM-DD`).
 * spec: certificate-workflow §2 "Shared search panel", §9 (date formats).
 */
import { FormGroup } from '@blueprintjs/core';
import { DateRangeInput, type DateRange } from '@blueprintjs/datetime';
// Blueprint datetime's styles travel with the screens that use it (issue 13 "A light web app")
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { toDateFnsPattern, useDisplayDate } from '../../../shared/dates';

const toDate = (value: string | null) => {
  if (!value) return null;
  const d = parseISO(value);
  return isValid(d) ? d : null;
};
const toIso = (value: Date | null) => (value ? format(value, 'yyyy-MM-dd') : null);

interface DateRangeFieldProps {
  /** The field's label, e.g. 'Requested Date'. */
  label: string;
  /** Accessible names of the two inputs, e.g. 'Requested from' / 'Requested to'. */
  fromLabel: string;
  toLabel: string;
  /** ISO dates or null. */
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}

/** A labelled date range input in the configured display format. spec: certificate-workflow §2. */
export function DateRangeField({ label, fromLabel, toLabel, from, to, onChange }: DateRangeFieldProps) {
  const { displayFormat } = useDisplayDate();
  const range: DateRange = [toDate(from), toDate(to)];
  return (
    <FormGroup label={label} className="search-panel__dates">
      <DateRangeInput
        locale={enUS}
        dateFnsFormat={toDateFnsPattern(displayFormat)}
        value={range}
        maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
        onChange={([start, end]) => onChange(toIso(start), toIso(end))}
        startInputProps={{ placeholder: 'From', 'aria-label': fromLabel }}
        endInputProps={{ placeholder: 'To', 'aria-label': toLabel }}
        allowSingleDayRange
        shortcuts={false}
        // a fieldset (role group) may carry the popover's aria-expanded; Blueprint's bare div may not (axe)
        popoverProps={{ placement: 'bottom-start', targetTagName: 'fieldset' }}
      />
    </FormGroup>
  );
}
