/**
 * View Details of a template (spec: access-and-administration §2 "Template Listing", §3 Template):
 * its assigned courses ('course name-typecode'), its signees with their designations, validity,
 * skip signing, status, which expected PDF fields were found and are missing, and its compliance
 * checks (docs/compliance.md). Dates use the configured display format.
 */
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { TemplateDetailsDocument } from '../../generated/graphql';
import { useDisplayDate } from '../../shared/dates';
import { TemplateComplianceChecks } from './TemplateComplianceChecks';
import { TemplateFieldsReport } from './TemplateFieldsReport';

interface TemplateDetailsDialogProps {
  /** The template (null: closed). */
  template: { id: string; name: string } | null;
  onClose: () => void;
}

/** The View Details dialog of one template. */
export function TemplateDetailsDialog({ template, onClose }: TemplateDetailsDialogProps) {
  const { formatDate } = useDisplayDate();
  const { data, loading, error } = useQuery(TemplateDetailsDocument, {
    variables: { id: template?.id ?? '' },
    skip: !template,
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.template ?? null;

  const slots = detail
    ? Array.from({ length: detail.noOfSignees }, (_, i) => ({
        slot: i + 1,
        signee: detail.signees?.find((s) => s.slot === i + 1) ?? null,
      }))
    : [];

  return (
    <Dialog
      isOpen={template !== null}
      onClose={onClose}
      title={`Template Details — ${template?.name ?? ''}`}
      icon="info-sign"
      className="template-dialog template-dialog--wide"
    >
      {/* focusable: the body scrolls when the template's fields do not fit (axe scrollable-region-focusable) */}
      <DialogBody tabIndex={0}>
        {!detail ? (
          loading ? (
            <Spinner size={24} />
          ) : (
            <NonIdealState icon="search" title="Template not found" description={error?.message} />
          )
        ) : (
          <div className="template-details">
            <dl className="template-details__facts">
              <dt>Status</dt>
              <dd>
                <Tag minimal intent={detail.active ? Intent.SUCCESS : Intent.NONE}>
                  {detail.active ? 'Active' : 'Inactive'}
                </Tag>
              </dd>
              <dt>Valid From</dt>
              <dd>{detail.validFrom ? formatDate(detail.validFrom) : 'No start date'}</dd>
              <dt>Valid To</dt>
              <dd>{detail.validTo ? formatDate(detail.validTo) : 'No end date'}</dd>
              <dt>Skip Signing</dt>
              <dd>{detail.skipSign ? 'Yes (approval also signs)' : 'No'}</dd>
              <dt>Number of Signees</dt>
              <dd>{detail.noOfSignees}</dd>
              <dt>Template PDF</dt>
              <dd>{detail.fileUrl ? 'Uploaded PDF' : 'Default layout'}</dd>
            </dl>

            <section aria-label="Assigned courses">
              <h4 className="template-fields__title">Assigned Courses ({detail.courses?.length ?? 0})</h4>
              {(detail.courses?.length ?? 0) === 0 ? (
                <span className="template-muted">No courses assigned yet.</span>
              ) : (
                <ul className="template-details__courses">
                  {detail.courses?.map((c) => (
                    <li key={c.label}>{c.label}</li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-label="Signees">
              <h4 className="template-fields__title">Signees</h4>
              <HTMLTable compact className="template-details__signees">
                <thead>
                  <tr>
                    <th scope="col">Slot</th>
                    <th scope="col">Signee</th>
                    <th scope="col">Designation</th>
                  </tr>
                </thead>
                <tbody>
                  {slots.map(({ slot, signee }) => (
                    <tr key={slot}>
                      <td>Signee {slot}</td>
                      <td>{signee ? signee.user.fullName : <span className="template-muted">Not assigned</span>}</td>
                      <td>{signee?.designation ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </section>

            {detail.fields && (
              <section aria-label="PDF fields">
                <h4 className="template-fields__title">PDF Fields</h4>
                <TemplateFieldsReport found={detail.fields.found} missing={detail.fields.missing} />
              </section>
            )}

            {detail.complianceChecks && (
              <section aria-label="Standards for RTOs 2025">
                <h4 className="template-fields__title">Compliance Checks (Standards for RTOs 2025)</h4>
                <TemplateComplianceChecks checks={detail.complianceChecks} />
              </section>
            )}
          </div>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
