/**
 * One configuration item of the Configuration Settings screen: key, text and value. An item with
 * fixed choices (display_date_format, fee_paid_or_not_confirmation) is chosen from them and saved
 * on change; a free-text item is saved with its Save button (or Enter). spec:
 * access-and-administration §2 "Configuration Settings", §4 "settings save on change", §9.
 */
import { useEffect, useState } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { ConfigurationItemsQuery } from '../../../generated/graphql';
import { formatDisplayDate } from '../../../shared/dates';
import { FormSelect } from '../../../shared/FormSelect';
import { useSubmitOnce } from '../../../shared/useSubmitOnce';

export type ConfigurationItemData = Omit<ConfigurationItemsQuery['configurationItems'][number], '__typename'>;

interface ConfigurationItemRowProps {
  item: ConfigurationItemData;
  /** Saves a new value; resolves the field's error message, or null when saved. */
  onSave: (key: string, value: string) => Promise<string | null>;
  /** Another row is saving. */
  disabled: boolean;
}

const today = new Date().toISOString().slice(0, 10);

/** A choice's label: a date format with today's date as an example. */
const optionLabel = (key: string, option: string) =>
  key === 'display_date_format' ? `${option} (e.g. ${formatDisplayDate(today, option)})` : option;

/** One row of the configuration table. */
export function ConfigurationItemRow({ item, onSave, disabled }: ConfigurationItemRowProps) {
  const [draft, setDraft] = useState(item.value);
  const { pending, running, run } = useSubmitOnce();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setDraft(item.value);
  }, [item.value]);

  async function save(value: string) {
    if (running()) return;
    setError(null);
    await run(async () => {
      const problem = await onSave(item.key, value);
      if (problem !== null) {
        setError(problem);
        if (item.options.length > 0) setDraft(item.value);
      }
    });
  }

  const inputId = `configuration-${item.key}`;
  return (
    <tr data-key={item.key}>
      <td className="configuration-table__key">{item.key}</td>
      <td className="configuration-table__text">
        <label htmlFor={inputId}>{item.text}</label>
      </td>
      <td className="configuration-table__value">
        <FormGroup intent={error ? Intent.DANGER : Intent.NONE} helperText={error}>
          {item.options.length > 0 ? (
            <FormSelect
              id={inputId}
              fill
              value={draft}
              intent={error ? Intent.DANGER : Intent.NONE}
              disabled={pending || disabled}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft(value);
                if (value !== item.value) void save(value);
              }}
              options={item.options.map((option) => ({ value: option, label: optionLabel(item.key, option) }))}
            />
          ) : (
            <form
              className="configuration-table__value-row"
              onSubmit={(e) => {
                e.preventDefault();
                if (draft !== item.value) void save(draft);
              }}
            >
              <InputGroup
                id={inputId}
                value={draft}
                disabled={pending || disabled}
                intent={error ? Intent.DANGER : Intent.NONE}
                onValueChange={(value) => {
                  setDraft(value);
                  setError(null);
                }}
              />
              <Button
                type="submit"
                text="Save"
                icon="floppy-disk"
                intent={Intent.PRIMARY}
                aria-label={`Save ${item.text}`}
                loading={pending}
                disabled={disabled || draft === item.value}
              />
            </form>
          )}
        </FormGroup>
      </td>
    </tr>
  );
}
