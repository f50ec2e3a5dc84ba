-- Requests run as worktrail_app: not superuser, no BYPASSRLS, owns no table; it only reads and writes rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'worktrail_app') THEN
    CREATE ROLE worktrail_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;--> statement-breakpoint
-- The connecting user must be able to SET ROLE to it (a no-op for superusers).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'worktrail_app', 'MEMBER') THEN
    EXECUTE format('GRANT worktrail_app TO %I', current_user);
  END IF;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO worktrail_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO worktrail_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO worktrail_app;--> statement-breakpoint
-- FORCE makes the policies bind the table owner too; every new tenant table needs this line (catalog test).
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "members" FORCE ROW LEVEL SECURITY;
