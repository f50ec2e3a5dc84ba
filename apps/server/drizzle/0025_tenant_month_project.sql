CREATE TABLE "tenant_month_project" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"project_id" uuid NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"offline_seconds" bigint NOT NULL,
	"tracked_seconds" bigint NOT NULL,
	"active_seconds" bigint NOT NULL,
	CONSTRAINT "tenant_month_project_tenant_id_month_project_id_pk" PRIMARY KEY("tenant_id","month","project_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_month_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_month_project" ADD CONSTRAINT "tenant_month_project_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_month_project_tenant_isolation" ON "tenant_month_project" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "tenant_month_project" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Each statement that writes member_month_project adds its net change to the organisation's month of each project it
-- touched: the rows it wrote less the rows they replaced or removed, summed per month and project, applied in one
-- statement in one order (tenant, month, project), so two statements wait for each other rather than deadlock. A row
-- is created by its first change, even a negative one: the table stays the sum of every change, so it stays the sum
-- of the member rows (no check on the figures: PostgreSQL checks the row an upsert proposes, which holds the change).
-- It runs as the caller, under the caller's tenant policy: no role above the request's.
CREATE FUNCTION tenant_month_project_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_month_project AS o (tenant_id, month, project_id, worked_seconds, offline_seconds,
                                           tracked_seconds, active_seconds)
    SELECT tenant_id, month, project_id, sum(worked_seconds), sum(offline_seconds), sum(tracked_seconds),
           sum(active_seconds)
      FROM entered GROUP BY tenant_id, month, project_id ORDER BY tenant_id, month, project_id
    ON CONFLICT (tenant_id, month, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds,
          offline_seconds = o.offline_seconds + EXCLUDED.offline_seconds,
          tracked_seconds = o.tracked_seconds + EXCLUDED.tracked_seconds,
          active_seconds = o.active_seconds + EXCLUDED.active_seconds;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tenant_month_project AS o (tenant_id, month, project_id, worked_seconds, offline_seconds,
                                           tracked_seconds, active_seconds)
    SELECT tenant_id, month, project_id, -sum(worked_seconds), -sum(offline_seconds), -sum(tracked_seconds),
           -sum(active_seconds)
      FROM left_behind GROUP BY tenant_id, month, project_id ORDER BY tenant_id, month, project_id
    ON CONFLICT (tenant_id, month, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds,
          offline_seconds = o.offline_seconds + EXCLUDED.offline_seconds,
          tracked_seconds = o.tracked_seconds + EXCLUDED.tracked_seconds,
          active_seconds = o.active_seconds + EXCLUDED.active_seconds;
  ELSE
    INSERT INTO tenant_month_project AS o (tenant_id, month, project_id, worked_seconds, offline_seconds,
                                           tracked_seconds, active_seconds)
    SELECT tenant_id, month, project_id, sum(w), sum(f), sum(t), sum(a)
      FROM (SELECT tenant_id, month, project_id, worked_seconds AS w, offline_seconds AS f, tracked_seconds AS t,
                   active_seconds AS a
              FROM entered
            UNION ALL
            SELECT tenant_id, month, project_id, -worked_seconds, -offline_seconds, -tracked_seconds, -active_seconds
              FROM left_behind) d
     GROUP BY tenant_id, month, project_id
    HAVING sum(w) <> 0 OR sum(f) <> 0 OR sum(t) <> 0 OR sum(a) <> 0
     ORDER BY tenant_id, month, project_id
    ON CONFLICT (tenant_id, month, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds,
          offline_seconds = o.offline_seconds + EXCLUDED.offline_seconds,
          tracked_seconds = o.tracked_seconds + EXCLUDED.tracked_seconds,
          active_seconds = o.active_seconds + EXCLUDED.active_seconds;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tenant_month_project_insert AFTER INSERT ON member_month_project
  REFERENCING NEW TABLE AS entered FOR EACH STATEMENT EXECUTE FUNCTION tenant_month_project_change();--> statement-breakpoint
CREATE TRIGGER tenant_month_project_update AFTER UPDATE ON member_month_project
  REFERENCING OLD TABLE AS left_behind NEW TABLE AS entered FOR EACH STATEMENT
  EXECUTE FUNCTION tenant_month_project_change();--> statement-breakpoint
CREATE TRIGGER tenant_month_project_delete AFTER DELETE ON member_month_project
  REFERENCING OLD TABLE AS left_behind FOR EACH STATEMENT EXECUTE FUNCTION tenant_month_project_change();--> statement-breakpoint
-- The months already there, one organisation at a time: the migrating role may be bound by row-level security.
DO $$
DECLARE
  organisation uuid;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation::text, true);
    INSERT INTO tenant_month_project (tenant_id, month, project_id, worked_seconds, offline_seconds, tracked_seconds,
                                      active_seconds)
    SELECT tenant_id, month, project_id, sum(worked_seconds), sum(offline_seconds), sum(tracked_seconds),
           sum(active_seconds)
      FROM member_month_project WHERE tenant_id = organisation GROUP BY tenant_id, month, project_id
    ON CONFLICT (tenant_id, month, project_id) DO UPDATE
      SET worked_seconds = EXCLUDED.worked_seconds, offline_seconds = EXCLUDED.offline_seconds,
          tracked_seconds = EXCLUDED.tracked_seconds, active_seconds = EXCLUDED.active_seconds;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
