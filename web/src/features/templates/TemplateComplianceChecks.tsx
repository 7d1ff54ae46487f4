/**
 * A template's certification checks against the Standards for RTOs 2025 (Compliance Standards
 * ss 10–13, Schedule 2; the AQF Qualifications Issuance Policy), as the api answers them: each a
 * pass (green tick) or a warning (amber) with the requirement it comes from. Warnings never block
 * a print. docs/compliance.md.
 */
import { Callout, Icon, Intent, Tag } from '@blueprintjs/core';
import type { TemplateComplianceFragment } from '../../generated/graphql';

type Check = NonNullable<TemplateComplianceFragment['complianceChecks']>[number];

interface TemplateComplianceChecksProps {
  checks: readonly Check[];
}

/** The checks as a list, warnings counted in a summary. */
export function TemplateComplianceChecks({ checks }: TemplateComplianceChecksProps) {
  const warnings = checks.filter((c) => c.status === 'WARNING').length;
  return (
    <section className="template-compliance" aria-label="Compliance checks">
      <Callout
        compact
        intent={warnings ? Intent.WARNING : Intent.SUCCESS}
        icon={warnings ? 'warning-sign' : 'tick-circle'}
      >
        {warnings
          ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}: the design may not meet the Standards for RTOs 2025. ` +
            'Warnings do not block printing.'
          : 'Every check passes.'}
      </Callout>
      <ul className="template-compliance__list">
        {checks.map((check) => {
          const pass = check.status === 'PASS';
          return (
            <li key={check.code} className="template-compliance__item" data-status={pass ? 'pass' : 'warning'}>
              <Icon icon={pass ? 'tick-circle' : 'warning-sign'} intent={pass ? Intent.SUCCESS : Intent.WARNING} />
              <div className="template-compliance__body">
                <div className="template-compliance__head">
                  <strong>{check.label}</strong>
                  <Tag minimal intent={pass ? Intent.SUCCESS : Intent.WARNING}>
                    {pass ? 'Pass' : 'Warning'}
                  </Tag>
                </div>
                <p className="template-compliance__detail">{check.detail}</p>
                <p className="template-muted template-compliance__requirement">{check.requirement}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
