ALTER TABLE "invitations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "manager_members" FORCE ROW LEVEL SECURITY;
