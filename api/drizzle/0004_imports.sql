CREATE UNIQUE INDEX "campuses_campus_code_lower_uq" ON "campuses" USING btree (lower("campus_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "course_units_course_unit_lower_uq" ON "course_units" USING btree ("course_id",lower("unit_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "courses_course_code_lower_uq" ON "courses" USING btree (lower("course_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "students_student_id_lower_uq" ON "students" USING btree (lower("student_id"));