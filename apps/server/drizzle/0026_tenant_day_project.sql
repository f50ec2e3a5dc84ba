CREATE TABLE "tenant_day_project" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"project_id" uuid NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"member_rows" integer NOT NULL,
	CONSTRAINT "tenant_day_project_tenant_id_day_project_id_pk" PRIMARY KEY("tenant_id","day","project_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_day_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_day_project" ADD CONSTRAINT "tenant_day_project_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_day_project_tenant_isolation" ON "tenant_day_project" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "tenant_day_project" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Each statement that writes member_day_project adds its net change to the organisation's day of each project it
-- touched, as migration 0025 does for months: the worked time and the number of member rows it wrote less those of
-- the rows they replaced or removed, summed per day and project, applied in one statement in one order (tenant, day,
-- project), so two statements wait for each other rather than deadlock. A row whose member rows all went stays, with
-- zeros. It runs as the caller, under the caller's tenant policy: no role above the request's.
CREATE FUNCTION tenant_day_project_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_day_project AS o (tenant_id, day, project_id, worked_seconds, member_rows)
    SELECT tenant_id, day, project_id, sum(worked_seconds), count(*)
      FROM entered GROUP BY tenant_id, day, project_id ORDER BY tenant_id, day, project_id
    ON CONFLICT (tenant_id, day, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds, member_rows = o.member_rows + EXCLUDED.member_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tenant_day_project AS o (tenant_id, day, project_id, worked_seconds, member_rows)
    SELECT tenant_id, day, project_id, -sum(worked_seconds), -count(*)
      FROM left_behind GROUP BY tenant_id, day, project_id ORDER BY tenant_id, day, project_id
    ON CONFLICT (tenant_id, day, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds, member_rows = o.member_rows + EXCLUDED.member_rows;
  ELSE
    INSERT INTO tenant_day_project AS o (tenant_id, day, project_id, worked_seconds, member_rows)
    SELECT tenant_id, day, project_id, sum(w), sum(n)
      FROM (SELECT tenant_id, day, project_id, worked_seconds AS w, 1 AS n FROM entered
            UNION ALL
            SELECT tenant_id, day, project_id, -worked_seconds, -1 FROM left_behind) d
     GROUP BY tenant_id, day, project_id
    HAVING sum(w) <> 0 OR sum(n) <> 0
     ORDER BY tenant_id, day, project_id
    ON CONFLICT (tenant_id, day, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds, member_rows = o.member_rows + EXCLUDED.member_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tenant_day_project_insert AFTER INSERT ON member_day_project
  REFERENCING NEW TABLE AS entered FOR EACH STATEMENT EXECUTE FUNCTION tenant_day_project_change();--> statement-breakpoint
CREATE TRIGGER tenant_day_project_update AFTER UPDATE ON member_day_project
  REFERENCING OLD TABLE AS left_behind NEW TABLE AS entered FOR EACH STATEMENT
  EXECUTE FUNCTION tenant_day_project_change();--> statement-breakpoint
CREATE TRIGGER tenant_day_project_delete AFTER DELETE ON member_day_project
  REFERENCING OLD TABLE AS left_behind FOR EACH STATEMENT EXECUTE FUNCTION tenant_day_project_change();--> statement-breakpoint
-- The days already there, one organisation at a time: the migrating role may be bound by row-level security.
DO $$
DECLARE
  organisation uuid;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation::text, true);
    INSERT INTO tenant_day_project (tenant_id, day, project_id, worked_seconds, member_rows)
    SELECT tenant_id, day, project_id, sum(worked_seconds), count(*)
      FROM member_day_project WHERE tenant_id = organisation GROUP BY tenant_id, day, project_id
    ON CONFLICT (tenant_id, day, project_id) DO UPDATE
      SET worked_seconds = EXCLUDED.worked_seconds, member_rows = EXCLUDED.member_rows;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
