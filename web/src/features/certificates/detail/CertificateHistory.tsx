/**
 * The certificate detail's History tab (docs/security.md "Audit trail": "The certificate detail gains a
 * History tab listing its events"): `Certificate.auditTrail`, oldest first — every workflow step
 * and every administrative event about the certificate (e.g. the learner's downloads), each with
 * its short SHA-256 from the hash chain. Loaded when the tab opens; an error offers Retry.
 */
import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { CertificateAuditTrailDocument } from '../../../generated/graphql';
import { AuditEventTable } from '../../settings/auditLog/AuditEventTable';

/** The History tab's content for certificate `certificateId`. */
export function CertificateHistory({ certificateId }: { certificateId: string }) {
  const { data, loading, error, refetch } = useQuery(CertificateAuditTrailDocument, {
    variables: { id: certificateId },
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.certificate?.auditTrail ?? [];
  if (error && !data) {
    return (
      <NonIdealState
        icon="error"
        title="Could not load the history"
        description={error.message}
        action={<Button text="Retry" icon="refresh" onClick={() => void refetch()} />}
      />
    );
  }
  return (
    <Card className="certify-card audit-history">
      <p className="bp6-text-muted audit-history__note">
        Every event is kept for good and chained by its SHA-256 to the one before: a changed or removed row breaks the
        chain.
      </p>
      <AuditEventTable events={events} label="Certificate history" loading={loading && !data} />
      {data && events.length === 0 && <p className="bp6-text-muted">No events yet.</p>}
    </Card>
  );
}
