DROP INDEX "template_courses_course_type_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "template_courses_template_course_type_uq" ON "template_courses" USING btree ("template_id","course_id","certificate_type");--> statement-breakpoint
CREATE INDEX "template_courses_course_type_idx" ON "template_courses" USING btree ("course_id","certificate_type");--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_validity_ck" CHECK ("templates"."valid_from" IS NULL OR "templates"."valid_to" IS NULL OR "templates"."valid_from" <= "templates"."valid_to");--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_no_of_signees_ck" CHECK ("templates"."no_of_signees" BETWEEN 1 AND 10);