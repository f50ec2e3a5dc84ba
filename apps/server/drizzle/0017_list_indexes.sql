CREATE INDEX "customers_created_idx" ON "customers" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "member_month_project_project_idx" ON "member_month_project" USING btree ("tenant_id","project_id");