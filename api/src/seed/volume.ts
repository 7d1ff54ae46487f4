/**
 * A register at scale, for query-plan tests and benchmarks (docs/architecture.md "Queries that scale"): on a
 * database holding the demo data (seed.ts), adds campuses, courses, students, staff and `n`
 * certificates in every state — most of them printed over the last five years, the newest in the
 * work queues (requested, QA approved, signed, issued), some rejected, cancelled, completed or with
 * a reprint in each reprint state — with their assigned signees, workflow events, notifications
 * and administrative audit events. Every table is filled by a few `INSERT … SELECT` over
 * `generate_series`, so 100,000 certificates take seconds on PostgreSQL.
 *
 * The workflow and audit events are written with the hash-chain trigger off (`session_replication_role
 * = replica`, which needs the database owner or a superuser): volume rows carry no chain position,
 * as if written before the chain existed (`npm run audit:verify` would report them). Never run it
 * on a database that matters: it is for throw-away bench and test databases.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../db/client.js';
import { isSeeded, seedDemoData } from './seed.js';

/** How much to add. */
export interface VolumeOptions {
  /** Certificates to add (e.g. 100,000). */
  certificates: number;
  /** Students (default one per five certificates, at least 1,000). */
  students?: number;
  /** Staff users with the requisitioner role (default 40). */
  staff?: number;
  /** The instant the newest certificate was requested (default now). */
  now?: Date;
}

/** What `seedVolume` added. */
export interface VolumeCounts {
  campuses: number;
  courses: number;
  students: number;
  staff: number;
  certificates: number;
  signees: number;
  events: number;
  notifications: number;
  auditEvents: number;
}

/** Credential numbers of volume certificates start with this (`VOL-<year>-<n>`). */
export const VOLUME_PREFIX = 'VOL-';

const TOWNS = (
  'Geelong,Ballarat,Bendigo,Newcastle,Wollongong,Townsville,Cairns,Toowoomba,Darwin,Hobart,' +
  'Launceston,Canberra,Perth,Adelaide,Gold Coast,Sunshine Coast,Albury,Wagga Wagga,Mildura,' +
  'Bunbury'
).split(',');
const LEVELS = ['Certificate II in', 'Certificate III in', 'Certificate IV in', 'Diploma of', 'Advanced Diploma of'];
const FIELDS = (
  'Business,Leadership and Management,Hospitality,Commercial Cookery,' +
  'Early Childhood Education and Care,Individual Support,Community Services,' +
  'Information Technology,Cyber Security,Accounting and Bookkeeping,Project Management Practice,' +
  'Work Health and Safety,Construction,Carpentry,Electrotechnology,' +
  'Automotive Mechanical Technology,Fitness,Tourism,Event Management,Marketing and Communication,' +
  'Human Resource Management,Logistics,Training and Assessment,Mental Health,Nursing,Retail,' +
  'Horticulture,Conservation and Ecosystem Management,Graphic Design,Screen and Media'
).split(',');
const FIRST = (
  'Jack,Chloe,Noah,Isla,William,Mia,Oliver,Amelia,Lucas,Ava,Henry,Grace,Thomas,Zoë,Ethan,Ruby,' +
  'Samuel,Matilda,Harrison,Sophie,Cooper,Ella,Archie,Harper,Lachlan,Willow,Riley,Evie,Jayden,' +
  'Sienna,Mason,Lily,Thị Hương,Aroha,Siobhán,Mohammed,Priya,Wei,Ana,Chloé,Liam,Charlotte,Leo,' +
  'Hannah,Arjun,Mei,Kai,Layla,Finn,Aisha'
).split(',');
const MIDDLE = ['James', 'Rose', 'Grace', 'Lee', 'Anne', 'Patrick', 'Louise', 'John', 'May', 'Jane', 'Paul', 'Marie'];
const LAST = (
  'Wilson,Anderson,Taylor,Thompson,Brown,Martin,Kelly,Ryan,Murphy,Campbell,Mitchell,Robinson,' +
  'Clarke,Stewart,Tran,Papadopoulos,Chen,Fraser,Singh,McDonald,Russo,Patel,Baker,Nguyễn,Evans,' +
  'Harris,Walker,Kowalski,Lee,Hall,Wright,Scott,O’Brien,Smith,Ngata,Al-Hassan,Dubois,Zhang,Jones,' +
  'Williams,White,King,Green,Young,Hill,Cooper,Ward,Morris,Bell,Rossi,Kaur,Sharma,Wang,Li,Huang,' +
  'Ahmed,Kim,Park,Silva,Costa'
).split(',');

/** A PostgreSQL text[] literal of constants (quotes doubled). */
const textArray = (values: readonly string[]): SQL =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

async function rowCount(db: Db, statement: SQL): Promise<number> {
  const res = (await db.execute(statement)) as { rowCount?: number | null; affectedRows?: number };
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}

/**
 * Adds the volume to a database already holding the demo data (users, roles, templates), then
 * refreshes the planner's statistics (`ANALYZE`). Answers how many rows each table received.
 */
export async function seedVolume(db: Db, opts: VolumeOptions): Promise<VolumeCounts> {
  const n = Math.floor(opts.certificates);
  if (!(n > 0)) throw new Error('seedVolume: certificates must be a positive number');
  const studentCount = Math.floor(opts.students ?? Math.max(1000, n / 5));
  const staffCount = Math.floor(opts.staff ?? 40);
  const now = (opts.now ?? new Date()).toISOString();
  const counts: VolumeCounts = {
    campuses: 0,
    courses: 0,
    students: 0,
    staff: 0,
    certificates: 0,
    signees: 0,
    events: 0,
    notifications: 0,
    auditEvents: 0,
  };

  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    counts.campuses = await rowCount(
      tx,
      sql`INSERT INTO campuses (campus_name, campus_id, campus_code, address, short_name)
      SELECT t.name, 'VCMP-' || lpad(t.g::text, 3, '0'), 'V' || lpad(t.g::text, 3, '0'),
        (10 + t.g) || ' Training Way, ' || t.name, upper(left(replace(t.name, ' ', ''), 3))
      FROM unnest(${textArray(TOWNS)}) WITH ORDINALITY AS t(name, g)`,
    );

    counts.courses = await rowCount(
      tx,
      sql`INSERT INTO courses (course_name, certificate_course_name, course_code, course_id, course_short_name,
        is_qualification)
      SELECT l.level || ' ' || f.field, l.level || ' ' || f.field,
        upper(left(replace(f.field, ' ', ''), 3)) || (l.i + 1) || lpad((f.i * 10 + l.i)::text, 4, '0'),
        'VC-' || lpad((f.i * 10 + l.i)::text, 5, '0'),
        left(f.field, 20), true
      FROM unnest(${textArray(LEVELS)}) WITH ORDINALITY AS l(level, i)
      CROSS JOIN unnest(${textArray(FIELDS)}) WITH ORDINALITY AS f(field, i)`,
    );

    // The templates of the demo data take the new courses too (as an RTO assigns them).
    await tx.execute(
      sql`INSERT INTO template_courses (template_id, course_id, certificate_type)
      SELECT t.template_id, c.id, t.certificate_type
      FROM (SELECT DISTINCT template_id, certificate_type FROM template_courses) t
      CROSS JOIN courses c WHERE c.course_id LIKE 'VC-%'
      ON CONFLICT DO NOTHING`,
    );

    counts.students = await rowCount(
      tx,
      sql`INSERT INTO students (student_id, first_name, middle_name, last_name, email, mobile, dob, usi)
      SELECT 'V' || lpad(g::text, 7, '0'),
        (${textArray(FIRST)})[1 + g % ${FIRST.length}],
        CASE WHEN g % 3 = 0 THEN (${textArray(MIDDLE)})[1 + (g / 3) % ${MIDDLE.length}] END,
        (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
        'student' || g || '@volume.example.com.au',
        '04' || lpad((g * 7919 % 100000000)::text, 8, '0'),
        (date '1965-01-01' + (g * 37 % 14000)),
        NULL
      FROM generate_series(1, ${studentCount}) AS g`,
    );

    counts.staff = await rowCount(
      tx,
      sql`INSERT INTO users (first_name, last_name, email, mobile_number, password_hash, email_verified_at)
      SELECT (${textArray(FIRST)})[1 + (g * 7) % ${FIRST.length}], (${textArray(LAST)})[1 + (g * 11) % ${LAST.length}],
        'staff' || g || '@volume.certify.test', '0400' || lpad(g::text, 6, '0'),
        (SELECT password_hash FROM users ORDER BY id LIMIT 1), ${now}::timestamptz
      FROM generate_series(1, ${staffCount}) AS g`,
    );
    await tx.execute(
      sql`INSERT INTO user_roles (user_id, role_id)
      SELECT id, 2 FROM users WHERE email LIKE 'staff%@volume.certify.test'`,
    );

    // The certificates, oldest first (ids grow with the request date, as in a real register). `age`
    // 0 is the newest; the newest 8% wait in the work queues, the rest are finished. `r` spreads the
    // states: printed (with every reprint state), completed, rejected, cancelled.
    counts.certificates = await rowCount(
      tx,
      sql`WITH
      s AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM students),
      c AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM courses),
      p AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM campuses),
      q AS (SELECT user_id AS id, (row_number() OVER (ORDER BY user_id) - 1)::int AS k
        FROM (SELECT DISTINCT user_id FROM user_roles WHERE role_id = 2) r),
      staff AS (
        SELECT (SELECT min(ur.user_id) FROM user_roles ur WHERE ur.role_id = 3) AS approver,
          (SELECT min(ur.user_id) FROM user_roles ur WHERE ur.role_id = 5) AS printer),
      tpl AS (SELECT certificate_type, min(template_id) AS template_id FROM template_courses GROUP BY certificate_type),
      g AS (
        SELECT g, ${n} - g AS age, (g * 7919) % 1000 AS r,
          -- multiplicative hashes (Knuth): every student, course, campus and requisitioner is used
          (g::bigint * 2654435761 % 4294967296) % (SELECT count(*) FROM s) AS sk,
          (g::bigint * 2246822519 % 4294967296) % (SELECT count(*) FROM c) AS ck,
          (g::bigint * 3266489917 % 4294967296) % (SELECT count(*) FROM p) AS pk,
          (g::bigint * 668265263 % 4294967296) % (SELECT count(*) FROM q) AS qk,
          CASE WHEN g % 20 < 12 THEN 'C' WHEN g % 20 < 16 THEN 'S' WHEN g % 20 < 18 THEN 'CN' ELSE 'CC' END AS type,
          ${now}::timestamptz - ((${n} - g) * interval '1826 days' / ${n}) - ((g * 131) % 3600) * interval '1 second'
            AS requested
        FROM generate_series(1, ${n}) AS g),
      st AS (
        SELECT g.*,
          CASE WHEN g.age < ${n} * 0.08 THEN
            CASE WHEN g.r < 250 THEN 0 WHEN g.r < 450 THEN 1 WHEN g.r < 600 THEN 3 WHEN g.r < 750 THEN 4
              WHEN g.r < 800 THEN 2 ELSE 5 END
          ELSE
            CASE WHEN g.r < 30 THEN 2 WHEN g.r < 60 THEN 7 WHEN g.r < 80 THEN 6 ELSE 5 END
          END AS status,
          CASE WHEN g.age >= ${n} * 0.08 AND g.r >= 80 THEN
            CASE WHEN g.r < 90 THEN 1 WHEN g.r < 100 THEN 2 WHEN g.r < 110 THEN 3 WHEN g.r < 130 THEN 4 END
          END AS reprint
        FROM g)
    INSERT INTO certificates (student_id, course_id, campus_id, template_id, certificate_type, requisitioner_id,
      credential_date, credential_number, credential_status, reprint_status, fee_due, enrolment_detail_id,
      requested_date, approved_by, approved_on, rejected_by, rejected_on, rejection_comment, issued_by, issued_on,
      printed_by, printed_on, cancelled_by, cancelled_on, cancellation_comment, reprint_requested_by,
      reprint_requested_on, verification_code, created_at, updated_at)
    SELECT
      s.id, c.id, p.id, tpl.template_id, st.type, q.id,
      (st.requested - interval '7 days')::date,
      ${VOLUME_PREFIX} || to_char(st.requested, 'YYYY') || '-' || lpad(st.g::text, 7, '0'),
      st.status, st.reprint,
      CASE WHEN st.status NOT IN (0, 2) THEN 0 END,
      'ENR-V' || st.g,
      st.requested,
      CASE WHEN st.status NOT IN (0, 2) THEN staff.approver END,
      CASE WHEN st.status NOT IN (0, 2) THEN st.requested + interval '1 day' END,
      CASE WHEN st.status = 2 THEN staff.approver END,
      CASE WHEN st.status = 2 THEN st.requested + interval '1 day' END,
      CASE WHEN st.status = 2 THEN 'Results incomplete: resubmit once every unit is recorded.' END,
      CASE WHEN st.status IN (4, 5, 6, 7) THEN staff.approver END,
      CASE WHEN st.status IN (4, 5, 6, 7) THEN st.requested + (2 + st.r % 40) * interval '1 day' END,
      CASE WHEN st.status IN (5, 6) THEN staff.printer END,
      CASE WHEN st.status IN (5, 6) THEN st.requested + (3 + st.r % 40) * interval '1 day' END,
      CASE WHEN st.status = 7 THEN staff.approver END,
      CASE WHEN st.status = 7 THEN st.requested + (4 + st.r % 40) * interval '1 day' END,
      CASE WHEN st.status = 7 THEN 'Issued in error.' END,
      CASE WHEN st.reprint IS NOT NULL THEN q.id END,
      CASE WHEN st.reprint IS NOT NULL THEN st.requested + interval '60 days' END,
      -- a well-formed verification code (26 of A–Z, 2–7): md5 hex with 0, 1, 8 and 9 mapped to letters
      CASE WHEN st.status IN (4, 5, 6, 7) THEN
        upper(translate(left(md5('volume-' || st.g) || md5('code-' || st.g), 26), '0189', 'qrst'))
      END,
      st.requested,
      least(${now}::timestamptz, st.requested + CASE WHEN st.status = 0 THEN interval '0' ELSE
        (5 + st.r % 40) * interval '1 day' END)
    FROM st JOIN tpl ON tpl.certificate_type = st.type JOIN s ON s.k = st.sk JOIN c ON c.k = st.ck
      JOIN p ON p.k = st.pk JOIN q ON q.k = st.qk CROSS JOIN staff
    ORDER BY st.g`,
    );

    // The template's signees, each signed once approved (on the to-be-signed list, one of two at most).
    counts.signees = await rowCount(
      tx,
      sql`INSERT INTO certificate_signees (certificate_id, slot, user_id, designation, signed_at, signature_file_id)
      SELECT c.id, ts.slot, ts.user_id, ts.designation, x.signed_at, CASE WHEN x.signed_at IS NOT NULL THEN us.file_id END
      FROM certificates c
      JOIN template_signees ts ON ts.template_id = c.template_id
      LEFT JOIN user_signatures us ON us.user_id = ts.user_id
      CROSS JOIN LATERAL (SELECT CASE
        WHEN c.credential_status <> 1 OR (c.id + ts.slot) % 3 = 0 THEN c.approved_on + ts.slot * interval '1 hour'
        END AS signed_at) x
      WHERE c.credential_number LIKE ${`${VOLUME_PREFIX}%`} AND c.credential_status NOT IN (0, 2)`,
    );

    // Events, notifications and the administrative trail, without the hash chain (see above).
    counts.events = await rowCount(
      tx,
      sql`INSERT INTO certificate_events (certificate_id, action, actor_id, from_status, to_status,
          from_reprint_status, to_reprint_status, comment, created_at)
        SELECT c.id, 'requested', c.requisitioner_id, NULL::smallint, 0::smallint, NULL::smallint, NULL::smallint,
          NULL::text, c.requested_date
        FROM certificates c WHERE c.credential_number LIKE ${`${VOLUME_PREFIX}%`}
        UNION ALL
        SELECT c.id,
          CASE c.credential_status WHEN 1 THEN 'approved' WHEN 2 THEN 'rejected' WHEN 3 THEN 'signed'
            WHEN 4 THEN 'issued' WHEN 7 THEN 'cancelled' ELSE 'printed' END,
          coalesce(c.printed_by, c.cancelled_by, c.issued_by, c.rejected_by, c.approved_by),
          CASE c.credential_status WHEN 1 THEN 0 WHEN 2 THEN 0 WHEN 3 THEN 1 WHEN 4 THEN 3 WHEN 7 THEN 4 ELSE 4 END,
          c.credential_status, NULL::smallint, NULL::smallint, c.rejection_comment, c.updated_at
        FROM certificates c WHERE c.credential_number LIKE ${`${VOLUME_PREFIX}%`} AND c.credential_status <> 0
        ORDER BY 9`,
    );
    counts.notifications = await rowCount(
      tx,
      sql`WITH u AS (SELECT array_agg(id ORDER BY id) AS a FROM users WHERE email LIKE '%@certify.test')
        INSERT INTO notifications (user_id, action_id, subject, message, read_at, created_at)
        SELECT u.a[1 + c.id % array_length(u.a, 1)], c.id,
          CASE c.credential_status WHEN 0 THEN 'CERTIFICATE_REQUESTED' WHEN 1 THEN 'CERTIFICATE_APPROVED'
            WHEN 2 THEN 'CERTIFICATE_REJECTED' WHEN 3 THEN 'CERTIFICATE_SIGNED' WHEN 4 THEN 'CERTIFICATE_ISSUED'
            WHEN 7 THEN 'CERTIFICATE_CANCELLED' ELSE 'CERTIFICATE_PRINTED' END,
          'Certificate ' || c.credential_number || ' has changed.',
          CASE WHEN c.updated_at < ${now}::timestamptz - interval '14 days' THEN c.updated_at + interval '1 day' END,
          c.updated_at
        FROM certificates c CROSS JOIN u WHERE c.credential_number LIKE ${`${VOLUME_PREFIX}%`}
        ORDER BY c.updated_at`,
    );
    counts.auditEvents = await rowCount(
      tx,
      sql`INSERT INTO audit_events (actor_id, action, subject_type, subject_id, before, after, created_at)
        SELECT (SELECT min(id) FROM users), CASE WHEN g % 3 = 0 THEN 'user.updated' ELSE 'student.imported' END,
          CASE WHEN g % 3 = 0 THEN 'user' ELSE 'student' END, (g % 500)::text,
          jsonb_build_object('status', true), jsonb_build_object('status', g % 2 = 0),
          ${now}::timestamptz - ((${n} / 20 - g) * interval '1826 days' / (${n} / 20))
        FROM generate_series(1, greatest(1, ${n} / 20)) AS g`,
    );
  });
  await db.execute(sql`ANALYZE`);
  return counts;
}

/**
 * Opens (and migrates) the database at `url` (PostgreSQL) or in `dataDir` (PGlite), seeds the demo
 * data unless it has users, adds the volume, vacuums and closes it: a database a benchmark then
 * starts the api on (tests/bench/register.bench.ts). Answers what was added and the seconds it took.
 */
export async function seedVolumeDatabase(
  where: { url: string | null; dataDir: string | null },
  opts: VolumeOptions,
): Promise<VolumeCounts & { seconds: number }> {
  const started = performance.now();
  const database = await openDatabase(where.url ?? undefined, { dataDir: where.dataDir ?? undefined });
  try {
    if (!(await isSeeded(database.db))) await seedDemoData(database.db);
    const counts = await seedVolume(database.db, opts);
    // the visibility map and statistics a settled database has (index-only scans)
    await database.db.execute(sql`VACUUM ANALYZE`);
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}
