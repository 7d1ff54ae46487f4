/**
 * One line on an issued certificate's detail page (docs/security.md "Audit trail": "verification look-ups
 * counted"): how often the public checked the credential — on the verify page, by its printed PDF
 * or by downloading its verifiable credential — e.g. "Checked 3 times by the public, last on
 * 24/11/2026". Nothing before issue, while loading, or when the count cannot be read.
 */
import { useQuery } from '@apollo/client/react';
import { CertificateVerificationLookupsDocument } from '../../../generated/graphql';
import { useDisplayDate } from '../../../shared/dates';

/** The sentence of a count and the latest look-up (already formatted). */
export function lookupsSentence(count: number, lastOn: string | null): string {
  if (count === 0) return 'Not yet checked by the public';
  const times = count === 1 ? 'once' : `${count.toLocaleString('en-AU')} times`;
  return `Checked ${times} by the public${lastOn ? `, last on ${lastOn}` : ''}`;
}

/** The look-up line of certificate `certificateId`; `issued`: whether it has been issued. */
export function VerificationLookupsLine({ certificateId, issued }: { certificateId: string; issued: boolean }) {
  const { formatDate } = useDisplayDate();
  const { data } = useQuery(CertificateVerificationLookupsDocument, {
    variables: { id: certificateId },
    skip: !issued,
    fetchPolicy: 'cache-and-network',
  });
  const lookups = data?.certificate?.verificationLookups;
  if (!issued || !lookups) return null;
  return (
    <p className="bp6-text-muted certify-verification-lookups" data-testid="verification-lookups">
      {lookupsSentence(lookups.count, lookups.lastAt ? formatDate(lookups.lastAt) : null)}
    </p>
  );
}
