/**
 * One repeatable unit block of the request form: unit date, code, name, mark, outcome result and
 * grade, an optional "pick from the course" menu that prefills code + name, and Remove Unit
 * (absent on the first unit). spec: certificate-workflow §2 Request Certificate.
 */
import { Button, FormGroup, InputGroup, Intent, MenuItem } from '@blueprintjs/core';
import { Select, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
// Blueprint select's styles travel with the screens that use it (docs/architecture.md "A light web app")
import '@blueprintjs/select/lib/css/blueprint-select.css';
import type { RequestCertificateOptionsQuery } from '../../../generated/graphql';
import { FormDateInput } from './FormDateInput';
import type { UnitField, UnitValues } from './requestFormValues';

type CourseUnit = RequestCertificateOptionsQuery['formOptions']['courses'][number]['units'][number];

interface UnitBlockProps {
  index: number;
  unit: UnitValues;
  errors: Partial<Record<UnitField, string>>;
  courseUnits: readonly CourseUnit[];
  onChange: (patch: Partial<Omit<UnitValues, 'key'>>) => void;
  onRemove?: () => void;
}

const LABELS: Record<UnitField, string> = {
  unitStartDate: 'Unit Date',
  unitCode: 'Unit Code',
  unitName: 'Unit Name',
  mark: 'Mark',
  outcomeResult: 'Outcome Result',
  outcomeGradeShortCode: 'Grade',
};

const PLACEHOLDERS: Partial<Record<UnitField, string>> = {
  unitCode: 'e.g. BSBLDR523',
  unitName: 'e.g. Lead and manage effective workplace relationships',
  mark: 'e.g. 85',
  outcomeResult: 'e.g. Competent',
  outcomeGradeShortCode: 'e.g. C',
};

const matchUnit: ItemPredicate<CourseUnit> = (query, unit) => {
  const q = query.trim().toLowerCase();
  return q === '' || unit.unitCode.toLowerCase().includes(q) || unit.unitName.toLowerCase().includes(q);
};

export function UnitBlock({ index, unit, errors, courseUnits, onChange, onRemove }: UnitBlockProps) {
  const id = (field: UnitField) => `unit-${index}-${field}`;
  const group = (field: UnitField, control: React.ReactNode, className?: string) => (
    <FormGroup
      className={className}
      label={LABELS[field]}
      labelFor={id(field)}
      labelInfo="*"
      intent={errors[field] ? Intent.DANGER : Intent.NONE}
      helperText={errors[field]}
    >
      {control}
    </FormGroup>
  );
  const text = (field: Exclude<UnitField, 'unitStartDate'>) => (
    <InputGroup
      id={id(field)}
      value={unit[field]}
      placeholder={PLACEHOLDERS[field]}
      intent={errors[field] ? Intent.DANGER : Intent.NONE}
      onValueChange={(value) => onChange({ [field]: value })}
    />
  );
  const renderUnit: ItemRenderer<CourseUnit> = (item, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item.unitCode}
        ref={ref}
        text={item.unitName}
        label={item.unitCode + (item.core ? ' · core' : '')}
        active={modifiers.active}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <section className="certify-unit-block" aria-label={`Unit ${index + 1}`}>
      <header className="certify-unit-block__header">
        <h4 className="bp6-heading">Unit {index + 1}</h4>
        <div className="certify-unit-block__tools">
          {courseUnits.length > 0 && (
            <Select<CourseUnit>
              items={[...courseUnits]}
              itemPredicate={matchUnit}
              itemRenderer={renderUnit}
              onItemSelect={(item) => onChange({ unitCode: item.unitCode, unitName: item.unitName })}
              noResults={<MenuItem disabled text="No matching units" roleStructure="listoption" />}
              inputProps={{ placeholder: 'Search units of this course…' }}
              // a fieldset (role group) may carry the popover's aria-expanded; Blueprint's bare div may not (axe)
              popoverProps={{ minimal: true, placement: 'bottom-end', targetTagName: 'fieldset' }}
              resetOnClose
            >
              <Button size="small" variant="minimal" icon="properties" text="Pick from course" />
            </Select>
          )}
          {onRemove && (
            <Button
              size="small"
              variant="minimal"
              intent={Intent.DANGER}
              icon="trash"
              text="Remove Unit"
              onClick={onRemove}
            />
          )}
        </div>
      </header>
      <div className="certify-unit-block__grid">
        {group(
          'unitStartDate',
          <FormDateInput
            id={id('unitStartDate')}
            value={unit.unitStartDate}
            onChange={(value) => onChange({ unitStartDate: value })}
            intent={errors.unitStartDate ? 'danger' : undefined}
          />,
        )}
        {group('unitCode', text('unitCode'))}
        {group('unitName', text('unitName'), 'certify-unit-block__wide')}
        {group('mark', text('mark'))}
        {group('outcomeResult', text('outcomeResult'))}
        {group('outcomeGradeShortCode', text('outcomeGradeShortCode'))}
      </div>
    </section>
  );
}
