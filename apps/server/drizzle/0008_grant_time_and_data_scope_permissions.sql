-- Issue 12: the timeline, timer, tracker and feature-settings routes declare permissions, and the data scope and the
-- right to change owners follow from grants instead of role names. Every existing organisation's roles get the new
-- names as packages/contract grants them by default, so nobody may do more or less than before; names a role holds
-- already are kept. Runs tenant by tenant with app.tenant_id set, so it works under forced row-level security too.
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
        ('owner', 'Worktrail.Members.ManageOwners'),
        ('owner', 'Worktrail.FeatureSettings'),
        ('owner', 'Worktrail.DataScope.Organization'),
        ('owner', 'Worktrail.DataScope.Team'),
        ('owner', 'Worktrail.Timeline'),
        ('owner', 'Worktrail.Timeline.Create'),
        ('owner', 'Worktrail.Timeline.Update'),
        ('owner', 'Worktrail.Timeline.Delete'),
        ('owner', 'Worktrail.Timeline.Manage'),
        ('owner', 'Worktrail.Timer'),
        ('owner', 'Worktrail.Timer.Record'),
        ('owner', 'Worktrail.Tracker'),
        ('owner', 'Worktrail.Tracker.Record'),
        ('manager', 'Worktrail.FeatureSettings'),
        ('manager', 'Worktrail.DataScope.Team'),
        ('manager', 'Worktrail.Timeline'),
        ('manager', 'Worktrail.Timeline.Create'),
        ('manager', 'Worktrail.Timeline.Update'),
        ('manager', 'Worktrail.Timeline.Delete'),
        ('manager', 'Worktrail.Timeline.Manage'),
        ('manager', 'Worktrail.Timer'),
        ('manager', 'Worktrail.Timer.Record'),
        ('manager', 'Worktrail.Tracker'),
        ('manager', 'Worktrail.Tracker.Record'),
        ('employee', 'Worktrail.FeatureSettings'),
        ('employee', 'Worktrail.Timeline'),
        ('employee', 'Worktrail.Timeline.Create'),
        ('employee', 'Worktrail.Timeline.Update'),
        ('employee', 'Worktrail.Timeline.Delete'),
        ('employee', 'Worktrail.Timer'),
        ('employee', 'Worktrail.Timer.Record'),
        ('employee', 'Worktrail.Tracker'),
        ('employee', 'Worktrail.Tracker.Record')
      ) AS g(role_key, permission) ON g.role_key = r.key
     WHERE r.tenant_id = organisation.id
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
