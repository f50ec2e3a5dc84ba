-- Issue 13: requests with no tenant (sign-in, the account's pages) run as worktrail_account, a member of
-- worktrail_app with its rights, and only that role may find a user's own memberships. Inside a tenant, members are
-- then under the tenant policy alone, which PostgreSQL checks once per statement and estimates from the query's own
-- tenant filter (two permissive policies made it guess about ten of 1,000 members).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'worktrail_account') THEN
    CREATE ROLE worktrail_account NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE INHERIT;
  END IF;
END
$$;--> statement-breakpoint
GRANT worktrail_app TO worktrail_account;--> statement-breakpoint
-- The connecting user must be able to SET ROLE to it (a no-op for superusers).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'worktrail_account', 'MEMBER') THEN
    EXECUTE format('GRANT worktrail_account TO %I', current_user);
  END IF;
END
$$;--> statement-breakpoint
ALTER POLICY "members_tenant_isolation" ON "members" TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER POLICY "members_self_lookup" ON "members" TO worktrail_account USING (user_id = (SELECT NULLIF(current_setting('app.user_id', true), '')::uuid));
--> statement-breakpoint
-- An account's new names reach its memberships in every organisation (0020): they are found as sign-in finds them,
-- through the self lookup, which is now the account role's alone. The caller's role is put back afterwards, like the
-- settings; the account role has the request role's rights and no more.
CREATE OR REPLACE FUNCTION member_name_keys_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_role text := current_setting('role');
  was_user text := current_setting('app.user_id', true);
  was_tenant text := current_setting('app.tenant_id', true);
  membership_tenant uuid;
BEGIN
  PERFORM set_config('role', 'worktrail_account', true);
  PERFORM set_config('app.user_id', NEW.id::text, true);
  FOR membership_tenant IN SELECT m.tenant_id FROM members m WHERE m.user_id = NEW.id LOOP
    PERFORM set_config('app.tenant_id', membership_tenant::text, true);
    -- Setting the names to themselves fires member_name_keys_of_member, the one place the keys are made.
    UPDATE members SET name = name WHERE tenant_id = membership_tenant AND user_id = NEW.id;
  END LOOP;
  PERFORM set_config('app.user_id', coalesce(was_user, ''), true);
  PERFORM set_config('app.tenant_id', coalesce(was_tenant, ''), true);
  PERFORM set_config('role', was_role, true);
  RETURN NULL;
END $$;
