/**
 * The state machine as data: availableActions per demo role (by its seeded grants) and state,
 * list membership, labels.
 * spec: DESIGN.md "Certificate state machine"; api/CONTRACT.md `available_actions`.
 */
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  isInList,
  LIST_MEMBERSHIP,
  statusLabel,
  type CertificateState,
} from '../src/certificates/rules.js';
import { ROLE_PERMISSIONS } from '../src/auth/modules.js';

/** A caller holding the seeded grants of the demo roles `roleIds` (auth/modules.ts). */
const who = (userId: number, ...roleIds: number[]) => ({
  userId,
  permissions: new Set<string>(roleIds.flatMap((r) => ROLE_PERMISSIONS[r] ?? [])),
});
const at = (
  credentialStatus: CertificateState['credentialStatus'],
  reprintStatus: CertificateState['reprintStatus'] = null,
): CertificateState => ({
  credentialStatus,
  reprintStatus,
});

describe('availableActions', () => {
  it('approver on a request: approve, reject; requisitioner: nothing', () => {
    expect(availableActions(who(1, 3), at(0), [])).toEqual(['approve', 'reject']);
    expect(availableActions(who(1, 2), at(0), [])).toEqual([]);
  });
  it('sign only for an assigned signee who has not signed', () => {
    const signees = [
      { userId: 7, signedAt: null },
      { userId: 8, signedAt: new Date() },
    ];
    expect(availableActions(who(7, 4), at(1), signees)).toEqual(['sign']);
    expect(availableActions(who(8, 4), at(1), signees)).toEqual([]);
    expect(availableActions(who(9, 4, 1), at(1), signees)).toEqual([]);
  });
  it('administrator everywhere DESIGN.md says', () => {
    const admin = who(1, 1);
    expect(availableActions(admin, at(3), [])).toEqual(['issue', 'cancel']);
    expect(availableActions(admin, at(4), [])).toEqual(['cancel', 'print']);
    expect(availableActions(admin, at(5), [])).toEqual(['cancel', 'reprint_request']);
    expect(availableActions(admin, at(5, 1), [])).toEqual(['cancel', 'reprint_approve', 'reprint_reject']);
    expect(availableActions(admin, at(5, 2), [])).toEqual(['cancel', 'reprint']);
    expect(availableActions(admin, at(5, 3), [])).toEqual(['cancel', 'reprint_request']);
    expect(availableActions(admin, at(7), [])).toEqual([]);
    expect(availableActions(admin, at(2), [])).toEqual([]);
  });
  it('printer prints and requests reprints; requisitioner requests reprints', () => {
    expect(availableActions(who(1, 5), at(4), [])).toEqual(['print']);
    expect(availableActions(who(1, 5), at(5, 2), [])).toEqual(['reprint']);
    expect(availableActions(who(1, 2), at(5, 4), [])).toEqual(['reprint_request']);
  });
});

describe('lists and labels', () => {
  it('membership follows DESIGN.md', () => {
    expect(isInList('send-to-print-list', at(4))).toBe(true);
    expect(isInList('send-to-print-list', at(5, 2))).toBe(true);
    expect(isInList('send-to-print-list', at(5, 1))).toBe(false);
    expect(isInList('rejected-list', at(7))).toBe(true);
    expect(isInList('printed-list', at(6))).toBe(true);
    expect(isInList('reprint-request-list', at(5, 1))).toBe(true);
    expect(Object.keys(LIST_MEMBERSHIP)).toHaveLength(7);
  });
  it('labels statuses, and the reprint state on printed or completed certificates', () => {
    expect(statusLabel(at(0))).toBe('Requested');
    expect(statusLabel(at(1))).toBe('QA Approved');
    expect(statusLabel(at(4))).toBe('Approved for Printing');
    expect(statusLabel(at(5))).toBe('Printed');
    expect(statusLabel(at(5, 1))).toBe('Reprint Requested');
    expect(statusLabel(at(5, 2))).toBe('Reprint Approved');
    expect(statusLabel(at(6, 4))).toBe('Reprinted');
  });
});
