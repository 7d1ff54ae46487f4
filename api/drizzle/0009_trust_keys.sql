CREATE TABLE "delivery_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"recipient" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisation_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"algorithm" text NOT NULL,
	"source" text NOT NULL,
	"kid" text NOT NULL,
	"secret" "bytea" NOT NULL,
	"passphrase" text DEFAULT '' NOT NULL,
	"certificate_pem" text,
	"public_jwk" jsonb,
	"subject" text,
	"not_after" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "organisation_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
CREATE TABLE "verification_lookups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_lookups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"certificate_id" integer NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "digital_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_links" ADD CONSTRAINT "delivery_links_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_links" ADD CONSTRAINT "delivery_links_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_links" ADD CONSTRAINT "delivery_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_keys" ADD CONSTRAINT "organisation_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_lookups" ADD CONSTRAINT "verification_lookups_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_links_cert_idx" ON "delivery_links" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_keys_current_uq" ON "organisation_keys" USING btree ("purpose") WHERE retired_at IS NULL;--> statement-breakpoint
CREATE INDEX "verification_lookups_cert_idx" ON "verification_lookups" USING btree ("certificate_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "certificate_events_created_idx" ON "certificate_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "certificate_events_actor_idx" ON "certificate_events" USING btree ("actor_id");--> statement-breakpoint
-- Verification look-ups are appended, never changed (issue 12 "verification look-ups counted"). Its own
-- function, so the audit chain's functions (0008) stay independent of this table.
CREATE FUNCTION "verification_lookups_refuse_change"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  RAISE EXCEPTION 'verification look-ups are append-only'
    USING ERRCODE = '2F003',
          DETAIL = format('%s of verification_lookups row %s refused.', TG_OP, OLD.id);
END
$$;--> statement-breakpoint
CREATE TRIGGER "verification_lookups_append_only" BEFORE UPDATE OR DELETE ON "verification_lookups"
  FOR EACH ROW EXECUTE FUNCTION "verification_lookups_refuse_change"();
--> statement-breakpoint
-- The Audit Log screen (issue 12 "Audit trail"), for the Administrator role of an existing database.
INSERT INTO "modules" ("module_name", "module_display_name", "url", "section", "priority")
  SELECT 'audit_log', 'Audit Log', '/settings/audit-log', 5, 12 WHERE EXISTS (SELECT 1 FROM "modules");--> statement-breakpoint
INSERT INTO "role_modules" ("role_id", "module_id")
  SELECT 1, m.id FROM "modules" m WHERE m.module_name = 'audit_log' AND EXISTS (SELECT 1 FROM "roles" WHERE id = 1);--> statement-breakpoint
-- USIs are exported only to administrators (issue 12 "Compliance checks"): the Administrator role of an
-- existing database gets the permission (a new database's seed grants it every permission).
INSERT INTO "role_permissions" ("role_id", "resource", "action")
  SELECT 1, 'student_usi', 'export' WHERE EXISTS (SELECT 1 FROM "roles" WHERE id = 1) ON CONFLICT DO NOTHING;
