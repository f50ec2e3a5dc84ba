CREATE TABLE "invoice_numbers" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"package_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"seats" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" IN ('period', 'proration')),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_minor" >= 0 AND "invoices"."paid_minor" <= "invoices"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price_per_seat_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"seats" integer NOT NULL,
	"screenshot_retention_days" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"trial_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_per_seat_minor" >= 0),
	CONSTRAINT "packages_seats_check" CHECK ("packages"."seats" >= 1),
	CONSTRAINT "packages_trial_check" CHECK ("packages"."is_trial" = ("packages"."trial_days" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"provider" text NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"status" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"trial_ends_on" date,
	"pending_package_id" uuid,
	"payment_provider" text DEFAULT 'manual' NOT NULL,
	"billing_email" text,
	"billing_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" IN ('trial', 'active', 'trialEnded')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period_end" >= "subscriptions"."period_start")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "api_keys" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by_member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_member_id" uuid,
	CONSTRAINT "api_keys_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "api_keys_scopes_check" CHECK (cardinality("api_keys"."scopes") >= 1)
);
--> statement-breakpoint
ALTER TABLE "api_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "data_exports" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_by_member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"blob_key" text,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "data_exports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" IN ('queued', 'running', 'ready', 'failed')),
	CONSTRAINT "data_exports_progress_check" CHECK ("data_exports"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "data_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pending_package_id_packages_id_fk" FOREIGN KEY ("pending_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_created_by_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by_member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_revoked_by_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","revoked_by_member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_tenant_id_created_by_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by_member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_period" ON "invoices" USING btree ("tenant_id","period_start") WHERE "invoices"."kind" = 'period';--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("tenant_id","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_en_unique" ON "packages" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "packages_one_trial" ON "packages" USING btree ("is_trial") WHERE "packages"."is_trial";--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "api_keys_created_idx" ON "api_keys" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_created_idx" ON "data_exports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "invoices_tenant_isolation" ON "invoices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoices_host_access" ON "invoices" AS PERMISSIVE FOR ALL TO "worktrail_host" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "payments_tenant_isolation" ON "payments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payments_host_access" ON "payments" AS PERMISSIVE FOR ALL TO "worktrail_host" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "subscriptions_tenant_isolation" ON "subscriptions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "subscriptions_host_access" ON "subscriptions" AS PERMISSIVE FOR ALL TO "worktrail_host" USING (true) WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "api_keys_tenant_isolation" ON "api_keys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "data_exports_tenant_isolation" ON "data_exports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "subscriptions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "api_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "data_exports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The request role reads the packages but never defines them; it advances the invoice counter when it issues.
REVOKE INSERT, UPDATE, DELETE ON "packages" FROM worktrail_app;--> statement-breakpoint
REVOKE INSERT, DELETE ON "invoice_numbers" FROM worktrail_app;--> statement-breakpoint
-- The console defines packages, reads and rolls subscriptions, issues invoices and records payments.
GRANT SELECT, INSERT, UPDATE ON "packages" TO worktrail_host;--> statement-breakpoint
GRANT SELECT, UPDATE ON "invoice_numbers" TO worktrail_host;--> statement-breakpoint
GRANT SELECT, UPDATE ON "subscriptions" TO worktrail_host;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "invoices", "payments" TO worktrail_host;--> statement-breakpoint
INSERT INTO "invoice_numbers" ("id", "last") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The packages a deployment starts with; the console changes them. Prices are per seat and month, in cents.
INSERT INTO "packages" ("id", "name_en", "name_ar", "price_per_seat_minor", "currency", "seats", "screenshot_retention_days", "features", "is_trial", "trial_days", "sort_order") VALUES
  ('0193a000-0000-7000-8000-000000000301', 'Free trial', 'تجربة مجانية', 0, 'USD', 20, 30,
   ARRAY['reports', 'tasks', 'screenshots', 'apiKeys', 'dataExport', 'support'], true, 14, 1),
  ('0193a000-0000-7000-8000-000000000302', 'Starter', 'المبتدئ', 500, 'USD', 25, 90,
   ARRAY['reports', 'tasks', 'screenshots', 'support'], false, NULL, 2),
  ('0193a000-0000-7000-8000-000000000303', 'Business', 'الأعمال', 900, 'USD', 500, 365,
   ARRAY['reports', 'tasks', 'screenshots', 'apiKeys', 'dataExport', 'support'], false, NULL, 3)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every existing organisation starts its free trial today, as a new one does.
DO $$
DECLARE
  organisation record;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation.id::text, true);
    INSERT INTO subscriptions (tenant_id, package_id, status, period_start, period_end, trial_ends_on)
    VALUES (organisation.id, '0193a000-0000-7000-8000-000000000301', 'trial', current_date, current_date + 13,
            current_date + 13)
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
