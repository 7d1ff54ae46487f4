CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"certificate_ids" integer[] NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"digital_delivery" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"snapshot" jsonb,
	"file_id" integer,
	"emailed" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_file_parts" (
	"file_id" integer NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_parts_file_id_part_pk" PRIMARY KEY("file_id","part")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "print_job_id" integer;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_parts" ADD CONSTRAINT "stored_file_parts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_print_job_id_print_jobs_id_fk" FOREIGN KEY ("print_job_id") REFERENCES "public"."print_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_prints_file_idx" ON "certificate_prints" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "stored_files_print_job_idx" ON "stored_files" USING btree ("print_job_id");