ALTER TABLE "activity_slots" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "apps" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app_usage" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_day" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_day_project" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_day_app" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "screenshots" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_presence" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organisation_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "team_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "member_settings" FORCE ROW LEVEL SECURITY;
