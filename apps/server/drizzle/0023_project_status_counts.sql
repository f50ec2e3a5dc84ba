CREATE TABLE "project_status_counts" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"projects" integer NOT NULL,
	CONSTRAINT "project_status_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
ALTER TABLE "project_status_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_status_counts" ADD CONSTRAINT "project_status_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "project_status_counts_tenant_isolation" ON "project_status_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "project_status_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The counts follow every statement that adds, changes or removes projects, once per statement: an import of 500
-- projects is one change of at most six rows. Each status's change is the projects that entered it less those that
-- left it, applied in one statement in one order (tenant, status), so two statements wait for each other rather than
-- deadlock. A status that gains projects gets its row if it has none; one that only loses them has a row already
-- (no check on the count: PostgreSQL checks the row an upsert proposes, which here holds the change, not the count).
-- It runs as the caller, under the caller's tenant policy: no role above the request's.
CREATE FUNCTION project_status_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO project_status_counts AS c (tenant_id, status, projects)
    SELECT tenant_id, status, count(*) FROM entered GROUP BY tenant_id, status ORDER BY tenant_id, status
    ON CONFLICT (tenant_id, status) DO UPDATE SET projects = c.projects + EXCLUDED.projects;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE project_status_counts c SET projects = c.projects - d.n
      FROM (SELECT tenant_id, status, count(*) AS n FROM left_behind GROUP BY tenant_id, status) d
     WHERE c.tenant_id = d.tenant_id AND c.status = d.status;
  ELSE
    INSERT INTO project_status_counts AS c (tenant_id, status, projects)
    SELECT tenant_id, status, sum(n) FROM (
      SELECT tenant_id, status, 1 AS n FROM entered
      UNION ALL
      SELECT tenant_id, status, -1 FROM left_behind) d
     GROUP BY tenant_id, status HAVING sum(n) <> 0 ORDER BY tenant_id, status
    ON CONFLICT (tenant_id, status) DO UPDATE SET projects = c.projects + EXCLUDED.projects;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_status_counts_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS entered FOR EACH STATEMENT EXECUTE FUNCTION project_status_counts_change();--> statement-breakpoint
CREATE TRIGGER project_status_counts_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS left_behind NEW TABLE AS entered FOR EACH STATEMENT
  EXECUTE FUNCTION project_status_counts_change();--> statement-breakpoint
CREATE TRIGGER project_status_counts_delete AFTER DELETE ON projects
  REFERENCING OLD TABLE AS left_behind FOR EACH STATEMENT EXECUTE FUNCTION project_status_counts_change();--> statement-breakpoint
-- The projects already there, one organisation at a time: the migrating role may be bound by row-level security.
DO $$
DECLARE
  organisation uuid;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation::text, true);
    INSERT INTO project_status_counts (tenant_id, status, projects)
    SELECT tenant_id, status, count(*) FROM projects WHERE tenant_id = organisation GROUP BY tenant_id, status
    ON CONFLICT (tenant_id, status) DO UPDATE SET projects = EXCLUDED.projects;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
