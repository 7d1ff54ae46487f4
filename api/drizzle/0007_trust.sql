ALTER TABLE "audit_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verification_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code_uq" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "stored_files_sha256_idx" ON "stored_files" USING btree ("sha256");