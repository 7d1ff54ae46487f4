/**
 * The dashboard's year picker: years only, future years shown but disabled, the current year by
 * default. spec: certificate-workflow §2 "Dashboard", §9 ("Dashboard year cannot be in the future").
 */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';

/** Years offered before the current one. */
const PAST_YEARS = 10;
/** Future years shown (disabled). */
const FUTURE_YEARS = 2;

interface YearPickerProps {
  value: number;
  onChange: (year: number) => void;
  /** The current year (injectable for tests). */
  currentYear?: number;
}

/** A year select; years after `currentYear` are disabled. */
export function YearPicker({ value, onChange, currentYear = new Date().getFullYear() }: YearPickerProps) {
  const years: number[] = [];
  for (let y = currentYear + FUTURE_YEARS; y >= currentYear - PAST_YEARS; y--) years.push(y);
  return (
    <FormGroup label="Year" labelFor="dashboard-year" inline className="dashboard__year">
      <HTMLSelect
        id="dashboard-year"
        value={value}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        options={years.map((y) => ({ value: y, label: String(y), disabled: y > currentYear }))}
      />
    </FormGroup>
  );
}
