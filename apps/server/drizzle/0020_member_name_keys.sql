CREATE TABLE "member_name_keys" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"surname_key" text NOT NULL,
	CONSTRAINT "member_name_keys_tenant_id_member_id_pk" PRIMARY KEY("tenant_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_name_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_name_keys" ADD CONSTRAINT "member_name_keys_tenant_id_member_id_members_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."members"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_name_keys_order_idx" ON "member_name_keys" USING btree ("tenant_id","name_key","surname_key","member_id");--> statement-breakpoint
CREATE POLICY "member_name_keys_tenant_isolation" ON "member_name_keys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "member_name_keys" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A member's keys: their own names, else their account's, lower-cased as the picker sorted them before.
CREATE FUNCTION member_name_keys_of_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_name_keys (tenant_id, member_id, name_key, surname_key)
  SELECT NEW.tenant_id, NEW.id, lower(coalesce(NEW.name, u.given_name)), lower(coalesce(NEW.surname, u.family_name))
    FROM users u WHERE u.id = NEW.user_id
  ON CONFLICT (tenant_id, member_id)
  DO UPDATE SET name_key = EXCLUDED.name_key, surname_key = EXCLUDED.surname_key;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_name_keys AFTER INSERT OR UPDATE OF name, surname, user_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_name_keys_of_member();--> statement-breakpoint
-- An account's new names reach its memberships in every organisation. Row-level security shows one organisation's
-- members at a time, so each membership is found through the sign-in policy (app.user_id) and touched with its tenant
-- set; the settings are put back as they were. It runs as the caller: no role above the request's.
CREATE FUNCTION member_name_keys_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_user text := current_setting('app.user_id', true);
  was_tenant text := current_setting('app.tenant_id', true);
  membership_tenant uuid;
BEGIN
  PERFORM set_config('app.user_id', NEW.id::text, true);
  FOR membership_tenant IN SELECT m.tenant_id FROM members m WHERE m.user_id = NEW.id LOOP
    PERFORM set_config('app.tenant_id', membership_tenant::text, true);
    -- Setting the names to themselves fires member_name_keys_of_member, the one place the keys are made.
    UPDATE members SET name = name WHERE tenant_id = membership_tenant AND user_id = NEW.id;
  END LOOP;
  PERFORM set_config('app.user_id', coalesce(was_user, ''), true);
  PERFORM set_config('app.tenant_id', coalesce(was_tenant, ''), true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_name_keys AFTER UPDATE OF given_name, family_name ON users
  FOR EACH ROW WHEN (OLD.given_name IS DISTINCT FROM NEW.given_name OR OLD.family_name IS DISTINCT FROM NEW.family_name)
  EXECUTE FUNCTION member_name_keys_of_account();--> statement-breakpoint
-- The members already there, one organisation at a time for the same reason: the migrating role may be bound by
-- row-level security too.
DO $$
DECLARE
  organisation uuid;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation::text, true);
    -- Through the members' trigger, as for an account's rename.
    UPDATE members SET name = name WHERE tenant_id = organisation;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
