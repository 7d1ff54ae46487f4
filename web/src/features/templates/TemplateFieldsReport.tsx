/**
 * Which expected AcroForm fields a template PDF has and which it lacks, so the administrator knows
 * before the first print (DESIGN.md "PDFs": a PDF with none of them prints with the default layout;
 * one with some prints only those). spec: access-and-administration §3 Template; docs/product.md "Administration".
 */
import { Callout, type IconName, Intent, Tag } from '@blueprintjs/core';

interface TemplateFieldsReportProps {
  found: readonly string[];
  missing: readonly string[];
}

/** Found fields as green tags, missing ones as orange tags, with what that means for printing. */
export function TemplateFieldsReport({ found, missing }: TemplateFieldsReportProps) {
  const summary =
    found.length === 0
      ? 'The PDF has none of the expected form fields: certificates print with the default layout.'
      : missing.length === 0
        ? 'The PDF has every expected form field.'
        : 'Missing fields are not printed on this PDF; add them to the PDF to print them at their place.';
  return (
    <section className="template-fields" aria-label="Template fields">
      <Callout
        compact
        intent={found.length === 0 || missing.length > 0 ? Intent.WARNING : Intent.SUCCESS}
        icon={found.length === 0 ? 'layout-auto' : missing.length > 0 ? 'warning-sign' : 'tick-circle'}
      >
        {summary}
      </Callout>
      <FieldGroup label="Found fields" title="Found in the PDF" fields={found} intent={Intent.SUCCESS} icon="tick" />
      <FieldGroup label="Missing fields" title="Missing" fields={missing} intent={Intent.WARNING} icon="cross" />
    </section>
  );
}

interface FieldGroupProps {
  /** The group's accessible name ('Found fields'). */
  label: string;
  /** Its heading, followed by the count. */
  title: string;
  fields: readonly string[];
  intent: Intent;
  icon: IconName;
}

/** One group of fields as tags, or 'None'. */
function FieldGroup({ label, title, fields, intent, icon }: FieldGroupProps) {
  return (
    <section className="template-fields__group" aria-label={label}>
      <h4 className="template-fields__title">
        {title} ({fields.length})
      </h4>
      {fields.length === 0 ? (
        <span className="template-muted">None</span>
      ) : (
        <div className="template-fields__tags">
          {fields.map((field) => (
            <Tag key={field} minimal intent={intent} icon={icon} className="template-fields__tag">
              {field}
            </Tag>
          ))}
        </div>
      )}
    </section>
  );
}
