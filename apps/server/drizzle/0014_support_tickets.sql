-- Issue 15: the support console's own role. Not superuser, no BYPASSRLS, owns no table: it reaches every
-- organisation's support rows only through the reviewed `*_host_access` policies below, and nothing else of theirs.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'worktrail_host') THEN
    CREATE ROLE worktrail_host NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'worktrail_host', 'MEMBER') THEN
    EXECUTE format('GRANT worktrail_host TO %I', current_user);
  END IF;
END
$$;--> statement-breakpoint
CREATE TABLE "host_admins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"organization_id" uuid,
	"target_id" uuid,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"question_ar" text NOT NULL,
	"answer_ar" text NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operating_systems" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"entry_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_attachments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ticket_attachments_type_check" CHECK ("ticket_attachments"."content_type" IN ('image/webp', 'application/pdf', 'text/plain'))
);
--> statement-breakpoint
ALTER TABLE "ticket_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_entries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_kind" text NOT NULL,
	"author_member_id" uuid,
	"author_user_id" uuid NOT NULL,
	"body" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ticket_entries_kind_check" CHECK ("ticket_entries"."kind" IN ('comment', 'status')),
	CONSTRAINT "ticket_entries_author_kind_check" CHECK ("ticket_entries"."author_kind" IN ('member', 'host')),
	CONSTRAINT "ticket_entries_author_check" CHECK (("ticket_entries"."author_kind" = 'member') = ("ticket_entries"."author_member_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ticket_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer NOT NULL,
	"author_member_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"operating_system_id" uuid NOT NULL,
	"status" text DEFAULT 'OPENED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_by" text DEFAULT 'member' NOT NULL,
	"author_seen_at" timestamp with time zone,
	"host_seen_at" timestamp with time zone,
	CONSTRAINT "tickets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" IN ('OPENED', 'REOPENED', 'SOLVED', 'RESOLVED', 'CANCELED', 'ARCHIVED')),
	CONSTRAINT "tickets_last_activity_by_check" CHECK ("tickets"."last_activity_by" IN ('member', 'host'))
);
--> statement-breakpoint
ALTER TABLE "tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "host_admins" ADD CONSTRAINT "host_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_audit" ADD CONSTRAINT "host_audit_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_tenant_id_ticket_id_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_tenant_id_entry_id_ticket_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."ticket_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_entries" ADD CONSTRAINT "ticket_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_entries" ADD CONSTRAINT "ticket_entries_tenant_id_ticket_id_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_entries" ADD CONSTRAINT "ticket_entries_tenant_id_author_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_operating_system_id_operating_systems_id_fk" FOREIGN KEY ("operating_system_id") REFERENCES "public"."operating_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tenant_id_author_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_audit_at_idx" ON "host_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "host_audit_organization_idx" ON "host_audit" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "operating_systems_name_en_unique" ON "operating_systems" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("tenant_id","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_entries_ticket_idx" ON "ticket_entries" USING btree ("tenant_id","ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_types_name_en_unique" ON "ticket_types" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_unique" ON "tickets" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "tickets_author_idx" ON "tickets" USING btree ("tenant_id","author_member_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "tickets_activity_idx" ON "tickets" USING btree ("last_activity_at");--> statement-breakpoint
CREATE POLICY "ticket_attachments_tenant_isolation" ON "ticket_attachments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "ticket_attachments_host_access" ON "ticket_attachments" AS PERMISSIVE FOR ALL TO "worktrail_host" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "ticket_entries_tenant_isolation" ON "ticket_entries" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "ticket_entries_host_access" ON "ticket_entries" AS PERMISSIVE FOR ALL TO "worktrail_host" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "tickets_tenant_isolation" ON "tickets" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tickets_host_access" ON "tickets" AS PERMISSIVE FOR ALL TO "worktrail_host" USING (true) WITH CHECK (true);--> statement-breakpoint
ALTER TABLE "tickets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ticket_attachments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The request role reads the FAQ and the two lists but never changes them, and never sees the console's tables
-- (the default privileges of 0001 gave it everything new).
REVOKE INSERT, UPDATE, DELETE ON "ticket_types", "operating_systems", "faq_items" FROM worktrail_app;--> statement-breakpoint
REVOKE ALL ON "host_admins", "host_audit" FROM worktrail_app;--> statement-breakpoint
-- What the console's role may touch: the support tables, its own two tables, the names of organisations and
-- accounts it shows, and the mail queue for its notices. No other tenant table is granted to it.
GRANT USAGE ON SCHEMA public TO worktrail_host;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "tickets", "ticket_entries", "ticket_attachments" TO worktrail_host;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "ticket_types", "operating_systems", "faq_items" TO worktrail_host;--> statement-breakpoint
GRANT SELECT ON "host_admins" TO worktrail_host;--> statement-breakpoint
GRANT SELECT, INSERT ON "host_audit" TO worktrail_host;--> statement-breakpoint
GRANT SELECT ON "tenants", "users" TO worktrail_host;--> statement-breakpoint
GRANT INSERT ON "mail_outbox" TO worktrail_host;--> statement-breakpoint
-- The lists a new deployment starts with; support edits them in the console.
INSERT INTO "ticket_types" ("id", "name_en", "name_ar", "position") VALUES
  ('0193a000-0000-7000-8000-000000000001', 'Technical problem', 'مشكلة تقنية', 1),
  ('0193a000-0000-7000-8000-000000000002', 'Tracker or time data', 'المتتبع أو بيانات الوقت', 2),
  ('0193a000-0000-7000-8000-000000000003', 'Account and sign-in', 'الحساب وتسجيل الدخول', 3),
  ('0193a000-0000-7000-8000-000000000004', 'Billing', 'الفوترة', 4),
  ('0193a000-0000-7000-8000-000000000005', 'Feature request', 'طلب ميزة', 5),
  ('0193a000-0000-7000-8000-000000000006', 'Other', 'أخرى', 6)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "operating_systems" ("id", "name_en", "name_ar", "position") VALUES
  ('0193a000-0000-7000-8000-000000000101', 'Windows', 'ويندوز', 1),
  ('0193a000-0000-7000-8000-000000000102', 'macOS', 'ماك أو إس', 2),
  ('0193a000-0000-7000-8000-000000000103', 'Linux', 'لينكس', 3),
  ('0193a000-0000-7000-8000-000000000104', 'Android', 'أندرويد', 4),
  ('0193a000-0000-7000-8000-000000000105', 'iOS', 'آي أو إس', 5),
  ('0193a000-0000-7000-8000-000000000106', 'Web browser only', 'المتصفح فقط', 6)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "faq_items" ("id", "question_en", "answer_en", "question_ar", "answer_ar", "position", "published") VALUES
  ('0193a000-0000-7000-8000-000000000201',
   'Why does my dashboard show no time today?',
   'Time appears once it is recorded: start the timer in the header, connect the desktop tracker, or add offline time on the Timeline. The dashboard counts days in each member''s own time zone.',
   'لماذا لا تعرض لوحة المعلومات أي وقت اليوم؟',
   'يظهر الوقت بعد تسجيله: شغّل المؤقت في الترويسة، أو اربط المتتبع على جهازك، أو أضف وقتًا غير متصل من صفحة الخط الزمني. تحسب لوحة المعلومات الأيام بحسب المنطقة الزمنية لكل عضو.',
   1, true),
  ('0193a000-0000-7000-8000-000000000202',
   'Who can see my screenshots and activity?',
   'You, the owners of your organisation, and managers who have you in their team. Nobody outside your organisation can, and support sees only what you attach to a ticket.',
   'من يمكنه رؤية لقطات الشاشة ونشاطي؟',
   'أنت، ومالكو مؤسستك، والمديرون الذين تكون ضمن فريقهم. لا يستطيع أحد من خارج مؤسستك ذلك، ولا يرى الدعم إلا ما ترفقه بالتذكرة.',
   2, true),
  ('0193a000-0000-7000-8000-000000000203',
   'How do I correct time I recorded by mistake?',
   'Open the Timeline, choose the day, and edit or delete the entry. Whether you may change your own time depends on your organisation''s feature settings.',
   'كيف أصحح وقتًا سجلته بالخطأ؟',
   'افتح الخط الزمني، واختر اليوم، ثم عدّل الإدخال أو احذفه. تعتمد إمكانية تعديل وقتك على إعدادات الميزات في مؤسستك.',
   3, true),
  ('0193a000-0000-7000-8000-000000000204',
   'What should I attach to a support ticket?',
   'A screenshot of the problem, and for the tracker its log file. Images, PDF files and plain text or log files up to 10 MB each, five at a time.',
   'ماذا أرفق بتذكرة الدعم؟',
   'لقطة شاشة للمشكلة، وملف السجل الخاص بالمتتبع إن كانت المشكلة فيه. الصور وملفات PDF والملفات النصية أو ملفات السجل حتى 10 ميغابايت لكل منها، وخمسة ملفات في كل مرة.',
   4, true)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every existing organisation's roles get the support permissions as packages/contract grants them by default:
-- everyone opens tickets; owners read and answer all of the organisation's.
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
        ('owner', 'Worktrail.Support'),
        ('owner', 'Worktrail.Support.ManageAll'),
        ('manager', 'Worktrail.Support'),
        ('employee', 'Worktrail.Support')
      ) AS g(role_key, permission) ON g.role_key = r.key
     WHERE r.tenant_id = organisation.id
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
