CREATE TABLE "member_month" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"month" date NOT NULL,
	"worked_seconds" integer DEFAULT 0 NOT NULL,
	"offline_seconds" integer DEFAULT 0 NOT NULL,
	"tracked_seconds" integer DEFAULT 0 NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"worked_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_month_tenant_id_member_id_month_pk" PRIMARY KEY("tenant_id","member_id","month")
);
--> statement-breakpoint
ALTER TABLE "member_month" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_month_app" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"month" date NOT NULL,
	"app_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_month_app_tenant_id_member_id_month_app_id_pk" PRIMARY KEY("tenant_id","member_id","month","app_id")
);
--> statement-breakpoint
ALTER TABLE "member_month_app" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_month_project" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"month" date NOT NULL,
	"project_id" uuid NOT NULL,
	"worked_seconds" integer DEFAULT 0 NOT NULL,
	"offline_seconds" integer DEFAULT 0 NOT NULL,
	"tracked_seconds" integer DEFAULT 0 NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"worked_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_month_project_tenant_id_member_id_month_project_id_pk" PRIMARY KEY("tenant_id","member_id","month","project_id")
);
--> statement-breakpoint
ALTER TABLE "member_month_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_month" ADD CONSTRAINT "member_month_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_month_app" ADD CONSTRAINT "member_month_app_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_month_app" ADD CONSTRAINT "member_month_app_tenant_id_app_id_apps_tenant_id_id_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_month_project" ADD CONSTRAINT "member_month_project_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_month_project" ADD CONSTRAINT "member_month_project_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_month_month_idx" ON "member_month" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "member_month_app_month_idx" ON "member_month_app" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "member_month_project_month_idx" ON "member_month_project" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "member_day_app_day_idx" ON "member_day_app" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "member_day_project_day_idx" ON "member_day_project" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "member_month_tenant_isolation" ON "member_month" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_month_app_tenant_isolation" ON "member_month_app" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_month_project_tenant_isolation" ON "member_month_project" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "member_month" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_month_project" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_month_app" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The month rollups of the time already recorded: the sums of its day rollups per member's local month, with the
-- days of worked time as bits (bit d - 1 for day d), as the server's recomputeMonths writes them. Runs tenant by
-- tenant with app.tenant_id set, so it works under forced row-level security too.
DO $$
DECLARE
  organisation record;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation.id::text, true);
    INSERT INTO member_month (tenant_id, member_id, month, worked_seconds, offline_seconds, tracked_seconds,
                              active_seconds, worked_days)
    SELECT tenant_id, member_id, date_trunc('month', day::timestamp)::date, sum(worked_seconds), sum(offline_seconds),
           sum(tracked_seconds), sum(active_seconds),
           bit_or(CASE WHEN worked_seconds > 0 THEN 1 << (extract(day FROM day)::int - 1) ELSE 0 END)
      FROM member_day WHERE tenant_id = organisation.id
     GROUP BY 1, 2, 3;
    INSERT INTO member_month_project (tenant_id, member_id, month, project_id, worked_seconds, offline_seconds,
                                      tracked_seconds, active_seconds, worked_days)
    SELECT tenant_id, member_id, date_trunc('month', day::timestamp)::date, project_id, sum(worked_seconds),
           sum(offline_seconds), sum(tracked_seconds), sum(active_seconds),
           bit_or(CASE WHEN worked_seconds > 0 THEN 1 << (extract(day FROM day)::int - 1) ELSE 0 END)
      FROM member_day_project WHERE tenant_id = organisation.id
     GROUP BY 1, 2, 3, 4;
    INSERT INTO member_month_app (tenant_id, member_id, month, app_id, seconds)
    SELECT tenant_id, member_id, date_trunc('month', day::timestamp)::date, app_id, sum(seconds)
      FROM member_day_app WHERE tenant_id = organisation.id
     GROUP BY 1, 2, 3, 4;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
