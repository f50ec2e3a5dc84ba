CREATE TABLE "report_exports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"report" text NOT NULL,
	"format" text NOT NULL,
	"query" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"blob_key" text,
	"message_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "report_exports_report_check" CHECK ("report_exports"."report" IN ('attendance', 'general', 'projects', 'projectMembers', 'timeline', 'membersPie', 'projectsPie', 'customersPie', 'appsUrlsPie')),
	CONSTRAINT "report_exports_format_check" CHECK ("report_exports"."format" IN ('csv', 'xlsx', 'pdf')),
	CONSTRAINT "report_exports_status_check" CHECK ("report_exports"."status" IN ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "report_exports_progress_check" CHECK ("report_exports"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "report_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_expiry_idx" ON "report_exports" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE POLICY "report_exports_tenant_isolation" ON "report_exports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "report_exports" FORCE ROW LEVEL SECURITY;