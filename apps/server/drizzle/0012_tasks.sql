CREATE TABLE "boards" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"order_stamp" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "boards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_comment_mentions" (
	"tenant_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "task_comment_mentions_tenant_id_comment_id_member_id_pk" PRIMARY KEY("tenant_id","comment_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "task_comment_mentions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_comments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "task_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "task_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "task_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "task_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tasks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"project_id" uuid NOT NULL,
	"assignee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"priority" text NOT NULL,
	"created_by" uuid,
	"concurrency_stamp" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" IN ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"tenant_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "workspace_members_tenant_id_workspace_id_member_id_pk" PRIMARY KEY("tenant_id","workspace_id","member_id"),
	CONSTRAINT "workspace_members_permission_check" CHECK ("workspace_members"."permission" IN ('view', 'edit', 'manage'))
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "workspaces" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"concurrency_stamp" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "workspaces_status_check" CHECK ("workspaces"."status" IN ('active', 'archived', 'disabled', 'deleted')),
	CONSTRAINT "workspaces_visibility_check" CHECK ("workspaces"."visibility" IN ('public', 'private'))
);
--> statement-breakpoint
ALTER TABLE "workspaces" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_day_task" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"task_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"worked_seconds" integer DEFAULT 0 NOT NULL,
	"offline_seconds" integer DEFAULT 0 NOT NULL,
	"tracked_seconds" integer DEFAULT 0 NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_task_tenant_id_member_id_day_task_id_pk" PRIMARY KEY("tenant_id","member_id","day","task_id")
);
--> statement-breakpoint
ALTER TABLE "member_day_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_tenant_id_workspace_id_workspaces_tenant_id_id_fk" FOREIGN KEY ("tenant_id","workspace_id") REFERENCES "public"."workspaces"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment_mentions" ADD CONSTRAINT "task_comment_mentions_tenant_id_comment_id_task_comments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","comment_id") REFERENCES "public"."task_comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment_mentions" ADD CONSTRAINT "task_comment_mentions_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_tenant_id_task_id_tasks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."tasks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_tenant_id_author_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_groups" ADD CONSTRAINT "task_groups_tenant_id_board_id_boards_tenant_id_id_fk" FOREIGN KEY ("tenant_id","board_id") REFERENCES "public"."boards"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_board_id_boards_tenant_id_id_fk" FOREIGN KEY ("tenant_id","board_id") REFERENCES "public"."boards"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_group_id_task_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."task_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_assignee_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignee_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_created_by_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_tenant_id_workspace_id_workspaces_tenant_id_id_fk" FOREIGN KEY ("tenant_id","workspace_id") REFERENCES "public"."workspaces"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_tenant_id_created_by_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_task" ADD CONSTRAINT "member_day_task_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_workspace_idx" ON "boards" USING btree ("tenant_id","workspace_id");--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("tenant_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_groups_board_idx" ON "task_groups" USING btree ("tenant_id","board_id","position");--> statement-breakpoint
CREATE INDEX "tasks_group_idx" ON "tasks" USING btree ("tenant_id","group_id","position");--> statement-breakpoint
CREATE INDEX "tasks_board_idx" ON "tasks" USING btree ("tenant_id","board_id");--> statement-breakpoint
CREATE INDEX "tasks_project_idx" ON "tasks" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("tenant_id","assignee_id","due_date");--> statement-breakpoint
CREATE INDEX "workspace_members_member_idx" ON "workspace_members" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_name_unique" ON "workspaces" USING btree ("tenant_id",lower("name")) WHERE "workspaces"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "member_day_task_task_idx" ON "member_day_task" USING btree ("tenant_id","task_id");--> statement-breakpoint
CREATE INDEX "member_day_task_day_idx" ON "member_day_task" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE POLICY "boards_tenant_isolation" ON "boards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "task_comment_mentions_tenant_isolation" ON "task_comment_mentions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "task_comments_tenant_isolation" ON "task_comments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "task_groups_tenant_isolation" ON "task_groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tasks_tenant_isolation" ON "tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "workspace_members_tenant_isolation" ON "workspace_members" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "workspaces_tenant_isolation" ON "workspaces" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_day_task_tenant_isolation" ON "member_day_task" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "workspaces" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "workspace_members" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "boards" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_groups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tasks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_comments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_comment_mentions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_day_task" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Issue 14: tasks. Every existing organisation's roles get the new task permissions as packages/contract grants
-- them by default (owners manage tasks and may "manage all"; managers manage tasks). No entry could carry a task
-- before this migration, so member_day_task starts empty. Runs tenant by tenant with app.tenant_id set, so it works
-- under forced row-level security too.
DO $$
DECLARE
  organisation record;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation.id::text, true);
    INSERT INTO role_permissions (tenant_id, role_id, permission)
    SELECT r.tenant_id, r.id, g.permission
      FROM roles r
      JOIN (VALUES
        ('owner', 'Worktrail.Tasks.Manage'),
        ('owner', 'Worktrail.Tasks.ManageAll'),
        ('manager', 'Worktrail.Tasks.Manage')
      ) AS g(role_key, permission) ON g.role_key = r.key
     WHERE r.tenant_id = organisation.id
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
