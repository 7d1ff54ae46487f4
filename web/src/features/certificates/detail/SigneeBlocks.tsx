/** One block per assigned signee: 'Signed on <date>' or 'Awaiting signature' (spec: §2 printed detail). */
import { Icon, Intent } from '@blueprintjs/core';
import type { CertificateDetailFragment } from '../../../generated/graphql';

interface SigneeBlocksProps {
  signees: CertificateDetailFragment['signees'];
  formatDate: (value: string | null | undefined, withTime?: boolean) => string;
}

export function SigneeBlocks({ signees, formatDate }: SigneeBlocksProps) {
  if (signees.length === 0) return <p className="bp6-text-muted">No signees assigned.</p>;
  return (
    <ul className="certify-signees">
      {[...signees]
        .sort((a, b) => a.slot - b.slot)
        .map((s) => (
          <li
            key={`${s.slot}-${s.user.id}`}
            className={s.signedAt ? 'certify-signee certify-signee--signed' : 'certify-signee'}
          >
            <Icon
              icon={s.signedAt ? 'tick-circle' : 'time'}
              intent={s.signedAt ? Intent.SUCCESS : Intent.WARNING}
              size={18}
            />
            <div>
              <div className="certify-signee__name">
                Signee {s.slot}: {s.user.fullName}
              </div>
              {s.designation && <div className="certify-signee__designation">{s.designation}</div>}
              <div className="certify-signee__state">
                {s.signedAt ? `Signed on ${formatDate(s.signedAt, true)}` : 'Awaiting signature'}
              </div>
            </div>
          </li>
        ))}
    </ul>
  );
}
