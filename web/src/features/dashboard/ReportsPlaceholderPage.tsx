/** /reports (exact): the certificate register is out of this release's scope. */
import { Card, NonIdealState } from '@blueprintjs/core';

export function ReportsPlaceholderPage() {
  return (
    <section className="page">
      <div className="page__header">
        <h1 className="page__title">Certificate Register</h1>
      </div>
      <Card>
        <NonIdealState icon="th-list" title="Coming soon" description="The certificate register arrives in a later release." />
      </Card>
    </section>
  );
}
