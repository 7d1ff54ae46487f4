-- Queries that scale (issue 13): indexes for every list's order and filters (api/CONTRACT.md
-- "How a page is read"). pg_trgm (a trusted extension since PostgreSQL 13: the database owner may
-- create it; PGlite loads it in api/src/db/client.ts) backs the trigram indexes of the searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "certificates_status_idx";--> statement-breakpoint
DROP INDEX "audit_events_created_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "certificate_events_created_idx";--> statement-breakpoint
DROP INDEX "certificate_events_actor_idx";--> statement-breakpoint
DROP INDEX "certificates_requested_idx";--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "campuses_name_idx" ON "campuses" USING btree (lower("campus_name"),"id");--> statement-breakpoint
CREATE INDEX "certificate_events_action_idx" ON "certificate_events" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "certificate_signees_assignee_idx" ON "certificate_signees" USING btree ("certificate_id","user_id");--> statement-breakpoint
CREATE INDEX "certificate_signees_unsigned_idx" ON "certificate_signees" USING btree ("certificate_id","user_id") WHERE signed_at IS NULL;--> statement-breakpoint
CREATE INDEX "certificates_credential_number_trgm_idx" ON "certificates" USING gin ("credential_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificates_status_requested_idx" ON "certificates" USING btree ("credential_status","requested_date","id");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id","requested_date","id");--> statement-breakpoint
CREATE INDEX "certificates_campus_idx" ON "certificates" USING btree ("campus_id","requested_date","id");--> statement-breakpoint
CREATE INDEX "certificates_requisitioner_idx" ON "certificates" USING btree ("requisitioner_id","requested_date","id");--> statement-breakpoint
CREATE INDEX "certificates_credential_date_idx" ON "certificates" USING btree ("credential_date","id");--> statement-breakpoint
CREATE INDEX "certificates_type_idx" ON "certificates" USING btree ("certificate_type","id");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_on","requested_date");--> statement-breakpoint
CREATE INDEX "certificates_unissued_idx" ON "certificates" USING btree ("requested_date","id") WHERE credential_status IN (0, 1, 3);--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree (lower("course_name"),"id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree (lower(("first_name" || coalesce(' ' || nullif("middle_name", ''), '') || ' ' || "last_name")),"id");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ((CASE WHEN octet_length(("student_id" || E'\n' || (("first_name" || coalesce(' ' || nullif("middle_name", ''), '') || ' ' || "last_name") || coalesce(E'\n' || CASE WHEN coalesce("middle_name", '') <> ''
    THEN "first_name" || ' ' || "last_name" END, '')) || E'\n' || "email")) = char_length(("student_id" || E'\n' || (("first_name" || coalesce(' ' || nullif("middle_name", ''), '') || ' ' || "last_name") || coalesce(E'\n' || CASE WHEN coalesce("middle_name", '') <> ''
    THEN "first_name" || ' ' || "last_name" END, '')) || E'\n' || "email")) THEN lower(("student_id" || E'\n' || (("first_name" || coalesce(' ' || nullif("middle_name", ''), '') || ' ' || "last_name") || coalesce(E'\n' || CASE WHEN coalesce("middle_name", '') <> ''
    THEN "first_name" || ' ' || "last_name" END, '')) || E'\n' || "email"))
    ELSE lower(translate(regexp_replace(normalize(("student_id" || E'\n' || (("first_name" || coalesce(' ' || nullif("middle_name", ''), '') || ' ' || "last_name") || coalesce(E'\n' || CASE WHEN coalesce("middle_name", '') <> ''
    THEN "first_name" || ' ' || "last_name" END, '')) || E'\n' || "email"), NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'), 'ØøĐđÐðŁłĦħıŦŧ', 'ooddddllhhitt')) END) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "certificate_events_created_idx" ON "certificate_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "certificate_events_actor_idx" ON "certificate_events" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "certificates_requested_idx" ON "certificates" USING btree ("requested_date","id","credential_status","reprint_status","requisitioner_id");