/**
 * The demo certificates: a few in every state (0; 1 unsigned and with one of two signatures; 2; 3;
 * 4; 5; 5 with reprint 1, 2 and 3; 7), so every list has rows; and three not yet issued that were
 * requested 26, 33 and 38 days ago (the 30-day issuance clock: over 21 and over 30 days).
 * spec: certificate-workflow §4; DESIGN.md "Certificate state machine".
 */
export type SeedStep =
  | 'requested'
  | 'approved'
  | 'signed1'
  | 'signed2'
  | 'rejected'
  | 'issued'
  | 'printed'
  | 'reprint_requested'
  | 'reprint_approved'
  | 'reprint_rejected'
  | 'cancelled';

export interface SeedCertificatePlan {
  student: number;
  course: number;
  campus: number;
  type: 'C' | 'CN' | 'S' | 'CC';
  daysAgo: number;
  steps: SeedStep[];
  /** Requested by the administrator instead of the requisitioner. */
  byAdmin?: boolean;
  comments?: string;
}

const through = (...steps: SeedStep[]): SeedStep[] => ['requested', ...steps];
const SIGNED: SeedStep[] = ['approved', 'signed1', 'signed2'];
const PRINTED: SeedStep[] = [...SIGNED, 'issued', 'printed'];

export const CERTIFICATE_PLANS: SeedCertificatePlan[] = [
  // 0 Requested
  {
    student: 0,
    course: 0,
    campus: 0,
    type: 'C',
    daysAgo: 1,
    steps: through(),
    comments: 'Completed all units in Term 3.',
  },
  { student: 1, course: 1, campus: 1, type: 'S', daysAgo: 2, steps: through() },
  {
    student: 2,
    course: 2,
    campus: 2,
    type: 'CC',
    daysAgo: 3,
    steps: through(),
    comments: 'Course completion letter requested by employer.',
  },
  { student: 3, course: 3, campus: 0, type: 'CN', daysAgo: 4, steps: through(), byAdmin: true },
  // 1 QA Approved: none signed, one of two signed (each signee)
  { student: 4, course: 4, campus: 1, type: 'C', daysAgo: 6, steps: through('approved') },
  { student: 5, course: 5, campus: 2, type: 'C', daysAgo: 7, steps: through('approved', 'signed1') },
  { student: 6, course: 0, campus: 0, type: 'S', daysAgo: 8, steps: through('approved', 'signed2') },
  // 2 QA Rejected
  { student: 7, course: 1, campus: 1, type: 'C', daysAgo: 10, steps: through('rejected') },
  // 3 Signed
  { student: 8, course: 2, campus: 2, type: 'C', daysAgo: 12, steps: through(...SIGNED) },
  { student: 9, course: 3, campus: 0, type: 'S', daysAgo: 13, steps: through(...SIGNED) },
  // 4 Approved for Printing
  { student: 10, course: 4, campus: 1, type: 'C', daysAgo: 15, steps: through(...SIGNED, 'issued') },
  { student: 11, course: 5, campus: 2, type: 'CN', daysAgo: 16, steps: through(...SIGNED, 'issued') },
  // 5 Printed
  { student: 12, course: 0, campus: 0, type: 'C', daysAgo: 20, steps: through(...PRINTED) },
  { student: 13, course: 1, campus: 1, type: 'C', daysAgo: 24, steps: through(...PRINTED) },
  // 5 with reprint 1 / 2 / 3
  { student: 14, course: 2, campus: 2, type: 'C', daysAgo: 30, steps: through(...PRINTED, 'reprint_requested') },
  {
    student: 15,
    course: 3,
    campus: 0,
    type: 'C',
    daysAgo: 34,
    steps: through(...PRINTED, 'reprint_requested', 'reprint_approved'),
  },
  {
    student: 16,
    course: 4,
    campus: 1,
    type: 'S',
    daysAgo: 40,
    steps: through(...PRINTED, 'reprint_requested', 'reprint_rejected'),
  },
  // 7 Cancelled (after issue)
  { student: 17, course: 5, campus: 2, type: 'C', daysAgo: 45, steps: through(...SIGNED, 'issued', 'cancelled') },
  // Not yet issued, long waiting: the dashboard's 30-day issuance clock (docs/product.md "Dashboard, register and exports"). Listed last on
  // purpose (newest-first lists show them at the end; the numbers of the certificates above stay).
  { student: 18, course: 0, campus: 0, type: 'C', daysAgo: 26, steps: through() },
  { student: 19, course: 1, campus: 1, type: 'C', daysAgo: 33, steps: through('approved') },
  { student: 20, course: 2, campus: 2, type: 'C', daysAgo: 38, steps: through(...SIGNED) },
];
