/**
 * A searchable multi-select of {id, label} options (course, requisitioner). `intent` danger reads
 * red like an invalid input (docs/product.md "Dashboard, register and exports"); `autoFocus` focuses its search box (a dialog's first field).
 */
import { Intent, MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
// Blueprint select's styles travel with the screens that use it (docs/architecture.md "A light web app")
import '@blueprintjs/select/lib/css/blueprint-select.css';

export interface Option {
  id: string;
  label: string;
}

interface OptionMultiSelectProps {
  id: string;
  options: Option[];
  selectedIds: string[];
  onChange: (ids: string[]) => void;
  placeholder: string;
  /** `Intent.DANGER` when the choice is refused. */
  intent?: Intent;
  autoFocus?: boolean;
}

const filterOption: ItemPredicate<Option> = (query, option) =>
  option.label.toLowerCase().includes(query.trim().toLowerCase());

/** The multi-select. */
export function OptionMultiSelect({
  id,
  options,
  selectedIds,
  onChange,
  placeholder,
  intent = Intent.NONE,
  autoFocus,
}: OptionMultiSelectProps) {
  const selected = options.filter((o) => selectedIds.includes(o.id));
  const toggle = (option: Option) =>
    onChange(
      selectedIds.includes(option.id) ? selectedIds.filter((s) => s !== option.id) : [...selectedIds, option.id],
    );

  const renderOption: ItemRenderer<Option> = (option, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={option.id}
        ref={ref}
        text={option.label}
        active={modifiers.active}
        roleStructure="listoption"
        selected={selectedIds.includes(option.id)}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <MultiSelect<Option>
      fill
      items={options}
      selectedItems={selected}
      itemRenderer={renderOption}
      itemPredicate={filterOption}
      onItemSelect={toggle}
      onRemove={(option) => toggle(option)}
      onClear={selected.length > 0 ? () => onChange([]) : undefined}
      tagRenderer={(option) => option.label}
      placeholder={placeholder}
      noResults={<MenuItem disabled text="No matches" roleStructure="listoption" />}
      resetOnSelect
      popoverProps={{ minimal: true, popoverClassName: 'option-multi-select__popover' }}
      tagInputProps={{
        intent,
        inputProps: { id, autoFocus, 'aria-invalid': intent === Intent.DANGER || undefined },
        tagProps: { minimal: true },
      }}
      menuProps={{ 'aria-label': placeholder }}
    />
  );
}
