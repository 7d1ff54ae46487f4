/**
 * A from–to date range of the search forms (requested date; on the register also credential date;
 * the audit log's dates), kept as ISO dates (`YYYY-MM-DD`). spec: certificate-workflow §2 "Shared
 * search panel", §9 (date formats).
 *
 * Blueprint's DateRangeInput (with its picker, date-fns' parsing and its styles, ≈40 KiB compressed)
 * is not on the way to a screen's first rows (docs/architecture.md "A light web app": list rows ≤ 800 ms after
 * a cold visit): the field first shows the same two inputs, read-only and with the dates as the
 * real one shows them, and loads the real one when the page has nothing else to do, or at once
 * when the user goes to an input (which then has the focus).
 */
import { Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useDisplayDate } from '../../../shared/dates';
import type { DateRangeInputFieldProps } from './DateRangeInputField';

/**
 * The classes of DateRangeInput's popover target (`bp6-date-range-input` is the datetime
 * package's), so the stand-in takes the same styles (app.css resets a fieldset popover target).
 */
const STAND_IN_CLASSES = [
  Classes.CONTROL_GROUP,
  `${Classes.getClassNamespace()}-date-range-input`,
  Classes.POPOVER_TARGET,
].join(' ');

/** The real inputs once loaded (every later field shows them at once). */
let loaded: ComponentType<DateRangeInputFieldProps> | null = null;
let loading: Promise<ComponentType<DateRangeInputFieldProps>> | null = null;

function loadInputs(): Promise<ComponentType<DateRangeInputFieldProps>> {
  loading ??= import('./DateRangeInputField').then((m) => {
    loaded = m.DateRangeInputField;
    return loaded;
  });
  return loading;
}

/** Runs `work` when the browser is idle (at the latest after `timeoutMs`); answers a cancel. */
function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 50);
  return () => window.clearTimeout(handle);
}

interface DateRangeFieldProps extends Omit<DateRangeInputFieldProps, 'focus'> {
  /** The field's label, e.g. 'Requested Date'. */
  label: string;
}

/** A labelled date range input in the configured display format. spec: certificate-workflow §2. */
export function DateRangeField({ label, ...inputs }: DateRangeFieldProps) {
  const [Inputs, setInputs] = useState(() => loaded);
  const [focus, setFocus] = useState<'from' | 'to' | undefined>(undefined);
  const { formatDate } = useDisplayDate();

  const show = useCallback(() => void loadInputs().then((component) => setInputs(() => component)), []);
  useEffect(() => (Inputs ? undefined : whenIdle(show)), [Inputs, show]);

  /** The user went to an input of the stand-in: load now, and focus that input when it shows. */
  const goTo = (boundary: 'from' | 'to') => () => {
    setFocus(boundary);
    show();
  };

  return (
    <FormGroup label={label} className="search-panel__dates">
      {Inputs ? (
        <Inputs {...inputs} focus={focus} />
      ) : (
        // the markup DateRangeInput draws (its popover target, a fieldset holding the two inputs)
        <fieldset className={STAND_IN_CLASSES} aria-busy>
          {(['from', 'to'] as const).map((boundary) => (
            <InputGroup
              key={boundary}
              readOnly
              placeholder={boundary === 'from' ? 'From' : 'To'}
              aria-label={boundary === 'from' ? inputs.fromLabel : inputs.toLabel}
              value={formatDate(inputs[boundary])}
              onFocus={goTo(boundary)}
            />
          ))}
        </fieldset>
      )}
    </FormGroup>
  );
}
