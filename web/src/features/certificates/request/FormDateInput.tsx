/**
 * A date-only Blueprint DateInput that reads and writes `YYYY-MM-DD` and shows dates in the
 * configured display format (spec: certificate-workflow §9 date formats).
 */
import { DateInput } from '@blueprintjs/datetime';
// Blueprint datetime's styles travel with the screens that use it (docs/architecture.md "A light web app")
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { enAU } from 'date-fns/locale';
import { toDateFnsPattern, useDisplayDate } from '../../../shared/dates';

interface FormDateInputProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  intent?: 'danger';
  placeholder?: string;
  /** The earliest date offered (default 1 January 1990: credential and unit dates). */
  minDate?: Date;
  /** The latest date offered (default the end of the fifth year from now). */
  maxDate?: Date;
  /** The month the calendar opens on when no date is chosen (default the current month). */
  initialMonth?: Date;
}

export function FormDateInput({
  id,
  value,
  onChange,
  intent,
  placeholder,
  minDate,
  maxDate,
  initialMonth,
}: FormDateInputProps) {
  const { displayFormat } = useDisplayDate();
  return (
    <DateInput
      locale={enAU}
      dateFnsFormat={toDateFnsPattern(displayFormat)}
      placeholder={placeholder ?? displayFormat}
      value={value ? `${value}T00:00:00` : null}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
      inputProps={{ id, intent, autoComplete: 'off' }}
      popoverProps={{ placement: 'bottom-start' }}
      maxDate={maxDate ?? new Date(new Date().getFullYear() + 5, 11, 31)}
      minDate={minDate ?? new Date(1990, 0, 1)}
      initialMonth={initialMonth}
      showActionsBar
      fill
    />
  );
}
