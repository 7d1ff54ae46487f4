/**
 * The search inputs above a master list, one labelled box per filter, searching as the user types
 * (spec: access-and-administration §2 "Master area": course code, course id, course name; student
 * id, student name, email).
 */
import { Card, FormGroup, InputGroup } from '@blueprintjs/core';

export interface SearchBox<K extends string> {
  key: K;
  label: string;
  placeholder: string;
}

interface SearchBoxesProps<K extends string> {
  /** What the search covers, for the group's accessible name (e.g. "Search courses"). */
  label: string;
  boxes: readonly SearchBox<K>[];
  texts: Record<K, string>;
  onChange: (key: K, value: string) => void;
}

/** The labelled search boxes of a list. */
export function SearchBoxes<K extends string>({ label, boxes, texts, onChange }: SearchBoxesProps<K>) {
  return (
    <Card className="search-panel master-search" compact role="search" aria-label={label}>
      <div className="master-search__grid">
        {boxes.map((box) => (
          <FormGroup key={box.key} label={box.label} labelFor={`master-search-${box.key}`}>
            <InputGroup
              id={`master-search-${box.key}`}
              type="search"
              leftIcon="search"
              placeholder={box.placeholder}
              autoComplete="off"
              value={texts[box.key]}
              onValueChange={(value) => onChange(box.key, value)}
            />
          </FormGroup>
        ))}
      </div>
    </Card>
  );
}
