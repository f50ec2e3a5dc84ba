CREATE TABLE "member_presence" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone,
	"project_id" uuid,
	"task_id" uuid,
	"entry_id" uuid,
	"source" text,
	CONSTRAINT "member_presence_tenant_id_member_id_pk" PRIMARY KEY("tenant_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_presence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "screenshots" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"object_key" text,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"activity_percent" smallint,
	"blurred_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screenshots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "screenshots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_settings" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_settings_tenant_id_member_id_key_pk" PRIMARY KEY("tenant_id","member_id","key")
);
--> statement-breakpoint
ALTER TABLE "member_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_settings_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "organisation_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "team_settings" (
	"tenant_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_settings_tenant_id_team_id_key_pk" PRIMARY KEY("tenant_id","team_id","key")
);
--> statement-breakpoint
ALTER TABLE "team_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activity_slots" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"entry_id" uuid NOT NULL,
	"seconds" smallint NOT NULL,
	"active_seconds" smallint DEFAULT 0 NOT NULL,
	"keyboard_seconds" smallint DEFAULT 0 NOT NULL,
	"mouse_seconds" smallint DEFAULT 0 NOT NULL,
	"key_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"activity_percent" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_slots_tenant_id_member_id_started_at_pk" PRIMARY KEY("tenant_id","member_id","started_at"),
	CONSTRAINT "activity_slots_seconds_check" CHECK ("activity_slots"."seconds" BETWEEN 1 AND 600),
	CONSTRAINT "activity_slots_parts_check" CHECK ("activity_slots"."active_seconds" BETWEEN 0 AND "activity_slots"."seconds" AND "activity_slots"."keyboard_seconds" BETWEEN 0 AND "activity_slots"."seconds" AND "activity_slots"."mouse_seconds" BETWEEN 0 AND "activity_slots"."seconds" AND "activity_slots"."key_count" >= 0 AND "activity_slots"."click_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_slots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_usage" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"slot_started_at" timestamp with time zone NOT NULL,
	"app_id" uuid NOT NULL,
	"seconds" smallint NOT NULL,
	CONSTRAINT "app_usage_tenant_id_member_id_slot_started_at_app_id_pk" PRIMARY KEY("tenant_id","member_id","slot_started_at","app_id"),
	CONSTRAINT "app_usage_seconds_check" CHECK ("app_usage"."seconds" BETWEEN 1 AND 600)
);
--> statement-breakpoint
ALTER TABLE "app_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "apps" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "apps_kind_check" CHECK ("apps"."kind" IN ('app', 'url'))
);
--> statement-breakpoint
ALTER TABLE "apps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_day" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"worked_seconds" integer DEFAULT 0 NOT NULL,
	"offline_seconds" integer DEFAULT 0 NOT NULL,
	"tracked_seconds" integer DEFAULT 0 NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"first_start_at" timestamp with time zone,
	"last_end_at" timestamp with time zone,
	CONSTRAINT "member_day_tenant_id_member_id_day_pk" PRIMARY KEY("tenant_id","member_id","day")
);
--> statement-breakpoint
ALTER TABLE "member_day" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_day_app" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"app_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_app_tenant_id_member_id_day_app_id_pk" PRIMARY KEY("tenant_id","member_id","day","app_id")
);
--> statement-breakpoint
ALTER TABLE "member_day_app" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_day_project" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"project_id" uuid NOT NULL,
	"worked_seconds" integer DEFAULT 0 NOT NULL,
	"offline_seconds" integer DEFAULT 0 NOT NULL,
	"tracked_seconds" integer DEFAULT 0 NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_project_tenant_id_member_id_day_project_id_pk" PRIMARY KEY("tenant_id","member_id","day","project_id")
);
--> statement-breakpoint
ALTER TABLE "member_day_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_presence" ADD CONSTRAINT "member_presence_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_tenant_id_entry_id_time_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."time_entries"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_settings" ADD CONSTRAINT "team_settings_tenant_id_team_id_teams_tenant_id_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_tenant_id_entry_id_time_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."time_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_usage" ADD CONSTRAINT "app_usage_tenant_id_member_id_slot_started_at_activity_slots_tenant_id_member_id_started_at_fk" FOREIGN KEY ("tenant_id","member_id","slot_started_at") REFERENCES "public"."activity_slots"("tenant_id","member_id","started_at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_usage" ADD CONSTRAINT "app_usage_tenant_id_app_id_apps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day" ADD CONSTRAINT "member_day_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_app" ADD CONSTRAINT "member_day_app_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_app" ADD CONSTRAINT "member_day_app_tenant_id_app_id_apps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_project" ADD CONSTRAINT "member_day_project_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_project" ADD CONSTRAINT "member_day_project_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screenshots_member_taken_idx" ON "screenshots" USING btree ("tenant_id","member_id","taken_at");--> statement-breakpoint
CREATE INDEX "screenshots_entry_idx" ON "screenshots" USING btree ("tenant_id","entry_id");--> statement-breakpoint
CREATE INDEX "activity_slots_entry_idx" ON "activity_slots" USING btree ("tenant_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_name_unique" ON "apps" USING btree ("tenant_id","kind","name");--> statement-breakpoint
CREATE INDEX "member_day_day_idx" ON "member_day" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "member_day_project_project_idx" ON "member_day_project" USING btree ("tenant_id","project_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running" ON "time_entries" USING btree ("tenant_id","member_id") WHERE "time_entries"."ended_at" IS NULL;--> statement-breakpoint
CREATE POLICY "member_presence_tenant_isolation" ON "member_presence" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "screenshots_tenant_isolation" ON "screenshots" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_settings_tenant_isolation" ON "member_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "organisation_settings_tenant_isolation" ON "organisation_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "team_settings_tenant_isolation" ON "team_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "activity_slots_tenant_isolation" ON "activity_slots" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "app_usage_tenant_isolation" ON "app_usage" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "apps_tenant_isolation" ON "apps" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_day_tenant_isolation" ON "member_day" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_day_app_tenant_isolation" ON "member_day_app" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_day_project_tenant_isolation" ON "member_day_project" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);