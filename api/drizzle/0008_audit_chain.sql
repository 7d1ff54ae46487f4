CREATE UNIQUE INDEX "audit_events_chain_seq_uq" ON "audit_events" USING btree ("chain_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_events_chain_seq_uq" ON "certificate_events" USING btree ("chain_seq");--> statement-breakpoint
-- The append-only, hash-chained audit trail (issue 12 "Audit trail"; README "Audit trail").
-- certificate_events (the certificate workflow) and audit_events (administrative changes) each form
-- one chain: row n carries chain_seq = n, prev_hash = the hash of row n-1 (64 zeros for row 1) and
-- hash = SHA-256(prev_hash || '\n' || the row's content as jsonb text), content being every column
-- but hash and prev_hash, null fields left out (so a column added later, null in old rows, keeps
-- their hashes), timestamps rendered in UTC. api/src/audit/verifyChain.ts recomputes the same
-- expression (`npm run audit:verify`); change both together, never one.
CREATE FUNCTION "audit_chain_hash"(prev_hash text, content jsonb) RETURNS text
LANGUAGE sql STABLE STRICT PARALLEL SAFE
AS $$
  SELECT encode(sha256(convert_to(prev_hash || E'\n' || jsonb_strip_nulls(content - 'hash' - 'prev_hash')::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- BEFORE INSERT on both tables: one writer at a time per chain (a transaction-scoped advisory lock,
-- held until commit, so the next writer reads this row once it is committed), then the row takes the
-- next position and its hashes. chain_seq, prev_hash and hash given by the caller are overwritten.
-- A statement inserting many rows chains them in insertion order under one lock.
CREATE FUNCTION "audit_chain_append"() RETURNS trigger
LANGUAGE plpgsql
SET timezone TO 'UTC'
SET search_path TO pg_catalog, public
AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('certify.audit-chain'), hashtext(TG_TABLE_NAME));
  IF TG_TABLE_NAME = 'certificate_events' THEN
    SELECT e.chain_seq, e.hash INTO last_seq, last_hash FROM certificate_events e
     WHERE e.chain_seq IS NOT NULL ORDER BY e.chain_seq DESC LIMIT 1;
  ELSIF TG_TABLE_NAME = 'audit_events' THEN
    SELECT e.chain_seq, e.hash INTO last_seq, last_hash FROM audit_events e
     WHERE e.chain_seq IS NOT NULL ORDER BY e.chain_seq DESC LIMIT 1;
  ELSE
    RAISE EXCEPTION 'audit_chain_append: % has no audit chain', TG_TABLE_NAME;
  END IF;
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := audit_chain_hash(NEW.prev_hash, to_jsonb(NEW));
  RETURN NEW;
END
$$;--> statement-breakpoint
-- BEFORE UPDATE OR DELETE on both tables: every change is refused, for every role (the owner and
-- superusers included; only ALTER TABLE … DISABLE TRIGGER or session_replication_role = replica,
-- both reserved to the owner/superusers, get past it). TRUNCATE fires no row trigger: the test
-- harness empties the tables with it.
CREATE FUNCTION "audit_chain_refuse_change"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'audit rows are append-only'
    USING ERRCODE = '2F003',
          DETAIL = format('%s of %s row %s refused.', TG_OP, TG_TABLE_NAME, OLD.id),
          HINT = 'Record a new event instead (recordAudit / recordTransition).';
END
$$;--> statement-breakpoint
-- Backfill: the rows written before this migration are chained in id order. It runs before the
-- UPDATE trigger exists (it is an UPDATE itself).
DO $$
DECLARE
  tbl text;
  r record;
  prev text;
  seq bigint;
  tz text := current_setting('TimeZone');
BEGIN
  PERFORM set_config('TimeZone', 'UTC', true);
  FOREACH tbl IN ARRAY ARRAY['certificate_events', 'audit_events'] LOOP
    prev := repeat('0', 64);
    seq := 0;
    FOR r IN EXECUTE format('SELECT id FROM %I ORDER BY id', tbl) LOOP
      seq := seq + 1;
      EXECUTE format(
        'UPDATE %I AS t SET chain_seq = $1, prev_hash = $2, '
        'hash = audit_chain_hash($2, to_jsonb(t) || jsonb_build_object(''chain_seq'', $1)) '
        'WHERE t.id = $3 RETURNING t.hash', tbl)
        INTO prev USING seq, prev, r.id;
    END LOOP;
  END LOOP;
  PERFORM set_config('TimeZone', tz, true);
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_chain" BEFORE INSERT ON "certificate_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_chain_append"();--> statement-breakpoint
CREATE TRIGGER "audit_chain" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_chain_append"();--> statement-breakpoint
CREATE TRIGGER "audit_append_only" BEFORE UPDATE OR DELETE ON "certificate_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_chain_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_chain_refuse_change"();
