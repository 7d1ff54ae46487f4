/**
 * A filterable single select (Blueprint Select) over `{ id, label, detail }` options; the button shows
 * the chosen option. Used for the student and course pickers of the request form.
 */
import { Button, type Intent, MenuItem, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Select, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
// Blueprint select's styles travel with the screens that use it (docs/architecture.md "A light web app")
import '@blueprintjs/select/lib/css/blueprint-select.css';

export interface SelectOption {
  id: string;
  label: string;
  /** Secondary text on the right of the menu item (e.g. a student or course code). */
  detail?: string | null;
}

interface SearchableSelectProps {
  id: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (id: string) => void;
  placeholder: string;
  intent?: Intent;
  disabled?: boolean;
  loading?: boolean;
}

const matches: ItemPredicate<SelectOption> = (query, option) => {
  const q = query.trim().toLowerCase();
  return q === '' || option.label.toLowerCase().includes(q) || (option.detail ?? '').toLowerCase().includes(q);
};

export function SearchableSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  intent,
  disabled,
  loading,
}: SearchableSelectProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  const renderItem: ItemRenderer<SelectOption> = (option, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={option.id}
        ref={ref}
        text={option.label}
        label={option.detail ?? undefined}
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={option.id === value}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <Select<SelectOption>
      items={[...options]}
      itemPredicate={matches}
      itemRenderer={renderItem}
      onItemSelect={(option) => onChange(option.id)}
      // while the options load the picker still opens (a click is never lost) and says so
      noResults={<MenuItem disabled text={loading ? 'Loading…' : 'No matches'} roleStructure="listoption" />}
      inputProps={{ placeholder: 'Search…' }}
      // a fieldset (role group) may carry the popover's aria-expanded; Blueprint's bare div may not (axe)
      popoverProps={{ matchTargetWidth: true, minimal: true, targetTagName: 'fieldset' }}
      disabled={disabled}
      fill
      resetOnClose
    >
      <Button
        id={id}
        fill
        alignText="start"
        endIcon={loading ? <Spinner size={SpinnerSize.SMALL} aria-label="Loading" /> : 'double-caret-vertical'}
        intent={intent}
        variant="outlined"
        disabled={disabled}
        text={selected ? selected.label : <span className="bp6-text-muted">{placeholder}</span>}
      />
    </Select>
  );
}
