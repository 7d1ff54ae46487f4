/**
 * One block per assigned signee: 'Signed on <date>', 'Awaiting signature' while the certificate can
 * still be signed, or 'Not signed' (muted) once it was rejected or cancelled before that signee
 * signed (spec: certificate-workflow §2 printed detail "one Signee block per signature", §4 states;
 * docs/product.md "Dashboard, register and exports").
 */
import { Icon, Intent } from '@blueprintjs/core';
import type { CertificateDetailFragment, CertificateStatus } from '../../../generated/graphql';
import './SigneeBlocks.css';

/** States in which nobody signs any more: a signee who has not signed by then never will. */
const CLOSED: ReadonlySet<CertificateStatus> = new Set<CertificateStatus>(['QA_REJECTED', 'CANCELLED']);

interface SigneeBlocksProps {
  signees: CertificateDetailFragment['signees'];
  formatDate: (value: string | null | undefined, withTime?: boolean) => string;
  /** The certificate's status: rejected or cancelled turns 'Awaiting signature' into 'Not signed'. */
  status?: CertificateStatus;
}

/** The signee blocks of a certificate detail, sorted by slot. */
export function SigneeBlocks({ signees, formatDate, status }: SigneeBlocksProps) {
  if (signees.length === 0) return <p className="bp6-text-muted">No signees assigned.</p>;
  const closed = status !== undefined && CLOSED.has(status);
  return (
    <ul className="certify-signees">
      {[...signees]
        .sort((a, b) => a.slot - b.slot)
        .map((s) => (
          <li
            key={`${s.slot}-${s.user.id}`}
            className={
              s.signedAt
                ? 'certify-signee certify-signee--signed'
                : closed
                  ? 'certify-signee certify-signee--unsigned'
                  : 'certify-signee'
            }
          >
            <Icon
              icon={s.signedAt ? 'tick-circle' : closed ? 'disable' : 'time'}
              intent={s.signedAt ? Intent.SUCCESS : closed ? Intent.NONE : Intent.WARNING}
              className={!s.signedAt && closed ? 'bp6-text-muted' : undefined}
              size={18}
            />
            <div>
              <div className="certify-signee__name">
                Signee {s.slot}: {s.user.fullName}
              </div>
              {s.designation && <div className="certify-signee__designation">{s.designation}</div>}
              <div className={closed && !s.signedAt ? 'certify-signee__state bp6-text-muted' : 'certify-signee__state'}>
                {s.signedAt
                  ? `Signed on ${formatDate(s.signedAt, true)}`
                  : closed
                    ? 'Not signed'
                    : 'Awaiting signature'}
              </div>
            </div>
          </li>
        ))}
    </ul>
  );
}
