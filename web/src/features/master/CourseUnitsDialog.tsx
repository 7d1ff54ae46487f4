/**
 * The units of competency of one course (docs/product.md "Master data and CSV import": "a course shows its units of competency"): code,
 * title and whether the unit is core, core units first, from `course(id){units}`.
 */
import { Button, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { CourseUnitsDocument, type CourseRowFieldsFragment } from '../../generated/graphql';
import { TableState } from '../../shared/TableState';

interface CourseUnitsDialogProps {
  /** The course whose units are shown; null: closed. */
  course: CourseRowFieldsFragment | null;
  onClose: () => void;
}

/** The "Units" dialog of the Course list. spec: access-and-administration §2 "Master area", §3 Course. */
export function CourseUnitsDialog({ course, onClose }: CourseUnitsDialogProps) {
  return (
    <Dialog
      isOpen={course !== null}
      onClose={onClose}
      title={course ? `Units of competency — ${course.code}` : 'Units of competency'}
      icon="properties"
      className="course-units-dialog"
    >
      {course && <CourseUnits course={course} />}
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}

function CourseUnits({ course }: { course: CourseRowFieldsFragment }) {
  const { data, loading, error } = useQuery(CourseUnitsDocument, { variables: { id: course.id } });
  const units = data?.course?.units ?? [];
  return (
    <DialogBody>
      <p className="course-units-dialog__course">{course.name}</p>
      {error && !data ? (
        <NonIdealState icon="error" title="Could not load the units" description={error.message} />
      ) : (
        <>
          {units.length > 0 && (
            <HTMLTable compact striped className={`master-units ${Classes.FILL}`} aria-label="Units of competency">
              <thead>
                <tr>
                  <th scope="col">Unit Code</th>
                  <th scope="col">Unit Title</th>
                  <th scope="col">Core</th>
                </tr>
              </thead>
              <tbody>
                {units.map((unit) => (
                  <tr key={unit.unitCode}>
                    <td className="certificate-table__mono">{unit.unitCode}</td>
                    <td>{unit.unitName}</td>
                    <td>
                      <Tag minimal round intent={unit.core ? 'primary' : 'none'}>
                        {unit.core ? 'Core' : 'Elective'}
                      </Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <TableState
            rowCount={units.length}
            loading={loading}
            icon="properties"
            title="No units"
            description="This course has no units of competency yet; Import Course adds them."
          />
        </>
      )}
    </DialogBody>
  );
}
