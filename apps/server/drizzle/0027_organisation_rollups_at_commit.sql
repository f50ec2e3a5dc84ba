CREATE UNLOGGED TABLE "tenant_rollup_pending" (
	"tenant_id" uuid NOT NULL,
	"xact" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"scope" text NOT NULL,
	"period" date NOT NULL,
	"project_id" uuid NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"offline_seconds" bigint NOT NULL,
	"tracked_seconds" bigint NOT NULL,
	"active_seconds" bigint NOT NULL,
	"member_rows" integer NOT NULL,
	CONSTRAINT "tenant_rollup_pending_tenant_id_xact_scope_period_project_id_pk" PRIMARY KEY("tenant_id","xact","scope","period","project_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_rollup_pending" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_rollup_pending_tenant_isolation" ON "tenant_rollup_pending" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "tenant_rollup_pending" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The organisation's rollups per project (migrations 0025 and 0026) were written by the statement that wrote the
-- members' rows, which locked the organisation's row of that month (and day) and project until the transaction ended.
-- A tracker upload ends with that statement, so the row stayed locked while the server read its answer and sent
-- COMMIT: agents on one project queued there (on 10 agents sharing a project: p95 142 ms against 92 ms, issue 19).
-- Now each statement adds its net change to this transaction's rows of tenant_rollup_pending, which no other
-- transaction can touch, and a deferred trigger moves them into the organisation's tables as the transaction commits.
-- The change functions keep their shape: the same net change, summed per period and project.
CREATE OR REPLACE FUNCTION tenant_month_project_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_rollup_pending AS o (tenant_id, scope, period, project_id, worked_seconds, offline_seconds,
                                            tracked_seconds, active_seconds, member_rows)
    SELECT tenant_id, 'month', month, project_id, sum(worked_seconds), sum(offline_seconds), sum(tracked_seconds),
           sum(active_seconds), 0
      FROM entered GROUP BY tenant_id, month, project_id
    ON CONFLICT (tenant_id, xact, scope, period, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds,
          offline_seconds = o.offline_seconds + EXCLUDED.offline_seconds,
          tracked_seconds = o.tracked_seconds + EXCLUDED.tracked_seconds,
          active_seconds = o.active_seconds + EXCLUDED.active_seconds;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tenant_rollup_pending AS o (tenant_id, scope, period, project_id, worked_seconds, offline_seconds,
                                            tracked_seconds, active_seconds, member_rows)
    SELECT tenant_id, 'month', month, project_id, -sum(worked_seconds), -sum(offline_seconds), -sum(tracked_seconds),
           -sum(active_seconds), 0
      FROM left_behind GROUP BY tenant_id, month, project_id
    ON CONFLICT (tenant_id, xact, scope, period, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds,
          offline_seconds = o.offline_seconds + EXCLUDED.offline_seconds,
          tracked_seconds = o.tracked_seconds + EXCLUDED.tracked_seconds,
          active_seconds = o.active_seconds + EXCLUDED.active_seconds;
  ELSE
    INSERT INTO tenant_rollup_pending AS o (tenant_id, scope, period, project_id, worked_seconds, offline_seconds,
                                            tracked_seconds, active_seconds, member_rows)
    SELECT tenant_id, 'month', month, project_id, sum(w), sum(f), sum(t), sum(a), 0
      FROM (SELECT tenant_id, month, project_id, worked_seconds AS w, offline_seconds AS f, tracked_seconds AS t,
                   active_seconds AS a
              FROM entered
            UNION ALL
            SELECT tenant_id, month, project_id, -worked_seconds, -offline_seconds, -tracked_seconds, -active_seconds
              FROM left_behind) d
     GROUP BY tenant_id, month, project_id
    HAVING sum(w) <> 0 OR sum(f) <> 0 OR sum(t) <> 0 OR sum(a) <> 0
    ON CONFLICT (tenant_id, xact, scope, period, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds,
          offline_seconds = o.offline_seconds + EXCLUDED.offline_seconds,
          tracked_seconds = o.tracked_seconds + EXCLUDED.tracked_seconds,
          active_seconds = o.active_seconds + EXCLUDED.active_seconds;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenant_day_project_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_rollup_pending AS o (tenant_id, scope, period, project_id, worked_seconds, offline_seconds,
                                            tracked_seconds, active_seconds, member_rows)
    SELECT tenant_id, 'day', day, project_id, sum(worked_seconds), 0, 0, 0, count(*)
      FROM entered GROUP BY tenant_id, day, project_id
    ON CONFLICT (tenant_id, xact, scope, period, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds, member_rows = o.member_rows + EXCLUDED.member_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tenant_rollup_pending AS o (tenant_id, scope, period, project_id, worked_seconds, offline_seconds,
                                            tracked_seconds, active_seconds, member_rows)
    SELECT tenant_id, 'day', day, project_id, -sum(worked_seconds), 0, 0, 0, -count(*)
      FROM left_behind GROUP BY tenant_id, day, project_id
    ON CONFLICT (tenant_id, xact, scope, period, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds, member_rows = o.member_rows + EXCLUDED.member_rows;
  ELSE
    INSERT INTO tenant_rollup_pending AS o (tenant_id, scope, period, project_id, worked_seconds, offline_seconds,
                                            tracked_seconds, active_seconds, member_rows)
    SELECT tenant_id, 'day', day, project_id, sum(w), 0, 0, 0, sum(n)
      FROM (SELECT tenant_id, day, project_id, worked_seconds AS w, 1 AS n FROM entered
            UNION ALL
            SELECT tenant_id, day, project_id, -worked_seconds, -1 FROM left_behind) d
     GROUP BY tenant_id, day, project_id
    HAVING sum(w) <> 0 OR sum(n) <> 0
    ON CONFLICT (tenant_id, xact, scope, period, project_id) DO UPDATE
      SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds, member_rows = o.member_rows + EXCLUDED.member_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- At commit, once per pending row (a constraint trigger fires for each row): the first call moves all of this
-- transaction's rows of the organisation, the others find none. Months, then days, each in one order of rows, so two
-- commits wait for each other rather than deadlock; nothing else is locked after them. A row is created by its first
-- change, even a negative one, as before. As the caller, under the caller's tenant policy: the transaction's settings
-- still hold while it commits.
CREATE FUNCTION tenant_rollup_fold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH taken AS (
    DELETE FROM tenant_rollup_pending
     WHERE tenant_id = NEW.tenant_id AND xact = NEW.xact AND scope = 'month'
    RETURNING period, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds
  )
  INSERT INTO tenant_month_project AS o (tenant_id, month, project_id, worked_seconds, offline_seconds,
                                         tracked_seconds, active_seconds)
  SELECT NEW.tenant_id, period, project_id, sum(worked_seconds), sum(offline_seconds), sum(tracked_seconds),
         sum(active_seconds)
    FROM taken GROUP BY period, project_id ORDER BY period, project_id
  ON CONFLICT (tenant_id, month, project_id) DO UPDATE
    SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds,
        offline_seconds = o.offline_seconds + EXCLUDED.offline_seconds,
        tracked_seconds = o.tracked_seconds + EXCLUDED.tracked_seconds,
        active_seconds = o.active_seconds + EXCLUDED.active_seconds;
  WITH taken AS (
    DELETE FROM tenant_rollup_pending
     WHERE tenant_id = NEW.tenant_id AND xact = NEW.xact AND scope = 'day'
    RETURNING period, project_id, worked_seconds, member_rows
  )
  INSERT INTO tenant_day_project AS o (tenant_id, day, project_id, worked_seconds, member_rows)
  SELECT NEW.tenant_id, period, project_id, sum(worked_seconds), sum(member_rows)
    FROM taken GROUP BY period, project_id ORDER BY period, project_id
  ON CONFLICT (tenant_id, day, project_id) DO UPDATE
    SET worked_seconds = o.worked_seconds + EXCLUDED.worked_seconds, member_rows = o.member_rows + EXCLUDED.member_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tenant_rollup_fold AFTER INSERT ON tenant_rollup_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tenant_rollup_fold();