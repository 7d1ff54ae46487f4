/**
 * The request form's student picker (certificate-workflow §2 Request Certificate "Student Name";
 * docs/product.md "Master data and CSV import"): a Blueprint Select whose options come from the server — the students matching what is
 * typed (student id, any part of a name or e-mail; case and accents ignored), asked once the typing
 * settles, 20 at a time — or the newest students before anything is typed. Nothing is loaded until
 * the picker opens: an RTO has thousands of students (access-and-administration §7 POST
 * /searchStudent).
 */
import { Button, type Intent, Menu, MenuItem } from '@blueprintjs/core';
import { type ItemListRenderer, type ItemRenderer, Select } from '@blueprintjs/select';
// Blueprint select's styles travel with the screens that use it (docs/architecture.md "A light web app")
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { RequestStudentSearchDocument, type RequestStudentSearchQueryVariables } from '../../../generated/graphql';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';

/** A chosen student: the id the request takes, and what the picker shows. */
export interface StudentChoice {
  id: string;
  name: string;
  studentId: string | null;
}

/** How many students one search offers (type more to narrow). */
export const STUDENT_PICKER_SIZE = 20;

/** The picker's query: the search when something is typed, else the newest students. */
export const studentSearchVariables = (search: string): RequestStudentSearchQueryVariables =>
  search
    ? { filter: { search }, pageSize: STUDENT_PICKER_SIZE }
    : { pageSize: STUDENT_PICKER_SIZE, sort: { field: 'ADDED', direction: 'DESC' } };

interface StudentPickerProps {
  id: string;
  value: StudentChoice | null;
  onChange: (student: StudentChoice) => void;
  placeholder: string;
  intent?: Intent;
  disabled?: boolean;
}

/** The server-searched student select. */
export function StudentPicker({ id, value, onChange, placeholder, intent, disabled }: StudentPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const { data, previousData, loading, error } = useQuery(RequestStudentSearchDocument, {
    variables: studentSearchVariables(search),
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.students;
  const students: StudentChoice[] = page?.nodes ?? [];
  const settling = query.trim() !== search;

  const renderItem: ItemRenderer<StudentChoice> = (student, { handleClick, handleFocus, modifiers, ref }) => (
    <MenuItem
      key={student.id}
      ref={ref}
      text={student.name}
      label={student.studentId ?? undefined}
      active={modifiers.active}
      disabled={modifiers.disabled}
      selected={student.id === value?.id}
      roleStructure="listoption"
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  const note = (text: string) => <MenuItem disabled text={text} roleStructure="listoption" />;
  const renderList: ItemListRenderer<StudentChoice> = ({ items, itemsParentRef, renderItem: render, menuProps }) => {
    const rows = items.map(render).filter((item) => item != null);
    const total = page?.totalCount ?? 0;
    return (
      <Menu role="listbox" {...menuProps} ulRef={itemsParentRef} className="student-picker__menu">
        {rows.length > 0
          ? rows
          : error
            ? note('Could not search the students')
            : loading || settling || !page
              ? note('Searching…')
              : note('No matches')}
        {rows.length > 0 && total > rows.length && note(`${rows.length} of ${total} shown: type to narrow`)}
      </Menu>
    );
  };

  return (
    <Select<StudentChoice>
      items={students}
      itemRenderer={renderItem}
      itemListRenderer={renderList}
      itemsEqual="id"
      query={query}
      onQueryChange={setQuery}
      onItemSelect={onChange}
      inputProps={{ placeholder: 'Search by name, student ID or email…' }}
      // a fieldset (role group) may carry the popover's aria-expanded; Blueprint's bare div may not (axe)
      popoverProps={{
        matchTargetWidth: true,
        targetTagName: 'fieldset',
        minimal: true,
        onOpening: () => setOpen(true),
      }}
      disabled={disabled}
      fill
      resetOnClose
    >
      <Button
        id={id}
        fill
        alignText="start"
        endIcon="double-caret-vertical"
        intent={intent}
        variant="outlined"
        disabled={disabled}
        text={
          value ? (
            <span className="student-picker__value">
              {value.name}
              {value.studentId && <span className="bp6-text-muted"> · {value.studentId}</span>}
            </span>
          ) : (
            <span className="bp6-text-muted">{placeholder}</span>
          )
        }
      />
    </Select>
  );
}
