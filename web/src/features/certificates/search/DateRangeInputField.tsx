/**
 * The inputs of DateRangeField: Blueprint's DateRangeInput, typed and shown in the configured date
 * format, kept as ISO dates (`YYYY-MM-DD`). Loaded apart from the screens (DateRangeField.tsx).
 * spec: certificate-workflow §2 "Shared search panel", §9 (date formats).
 */
import { DateRangeInput, type DateRange } from '@blueprintjs/datetime';
// Blueprint datetime's styles travel with the screens that use it (docs/architecture.md "A light web app")
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

export interface DateRangeInputFieldProps {
  /** Accessible names of the two inputs, e.g. 'Requested from' / 'Requested to'. */
  fromLabel: string;
  toLabel: string;
  /** ISO dates or null. */
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
  /** The input focused when it shows (the stand-in's input the user went to while it loaded). */
  focus?: 'from' | 'to';
}

/** The date range input in the configured display format. spec: certificate-workflow §2. */
export function DateRangeInputField({ fromLabel, toLabel, from, to, onChange, focus }: DateRangeInputFieldProps) {
  const { displayFormat } = useDisplayDate();
  const range: DateRange = [toDate(from), toDate(to)];
  return (
    <DateRangeInput
      locale={enUS}
      dateFnsFormat={toDateFnsPattern(displayFormat)}
      value={range}
      maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
      onChange={([start, end]) => onChange(toIso(start), toIso(end))}
      startInputProps={{ placeholder: 'From', 'aria-label': fromLabel, autoFocus: focus === 'from' }}
      endInputProps={{ placeholder: 'To', 'aria-label': toLabel, autoFocus: focus === 'to' }}
      allowSingleDayRange
      shortcuts={false}
      // a fieldset (role group) may carry the popover's aria-expanded; Blueprint's bare div may not (axe)
      popoverProps={{ placement: 'bottom-start', targetTagName: 'fieldset' }}
    />
  );
}
