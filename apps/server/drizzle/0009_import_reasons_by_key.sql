ALTER TABLE "import_rows" ADD COLUMN "reason_key" text;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "reason_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "error_key" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "error_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Row reasons and import errors were stored as English text; each becomes its text's key in packages/contract
-- (importMessages, worded the same since these tables were created) and the values filled into it. An error that is
-- not the catalogue's wording is kept whole as the failure's reason. Runs tenant by tenant with app.tenant_id set,
-- so it works under forced row-level security too.
DO $$
DECLARE
  organisation record;
BEGIN
  FOR organisation IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', organisation.id::text, true);
    UPDATE import_rows r
       SET reason_key = 'imports.messages.' || known.name
      FROM (VALUES
        ('formula', 'Formulas are not allowed'),
        ('nameRequired', 'Name is required'),
        ('nameTooLong', 'Name must be at most 200 characters'),
        ('customerRequired', 'Customer is required'),
        ('customerStatusInvalid', 'Status must be active or inactive'),
        ('projectStatusInvalid', 'Status must be one of active, archived, canceled, pending, opened, done'),
        ('startDateInvalid', 'Start date must be a date like 2025-01-31'),
        ('endDateInvalid', 'End date must be a date like 2025-01-31'),
        ('endBeforeStart', 'End date must be after start date'),
        ('maxHoursInvalid', 'Max working hours must be a number of 0 or more'),
        ('colorInvalid', 'Color code must look like #98A2B3')
      ) AS known(name, text)
     WHERE r.tenant_id = organisation.id AND r.reason = known.text;
    UPDATE import_rows r
       SET reason_key = 'imports.messages.' || known.name,
           reason_params = jsonb_build_object('name', substring(r.reason FROM known.pattern))
      FROM (VALUES
        ('duplicateExisting', '^''(.*)'' already exists$'),
        ('customerNotFound', '^Customer ''(.*)'' was not found$')
      ) AS known(name, pattern)
     WHERE r.tenant_id = organisation.id AND r.reason_key IS NULL AND r.reason ~ known.pattern;
    UPDATE import_rows r
       SET reason_key = 'imports.messages.duplicateInFile',
           reason_params = (SELECT jsonb_build_object('name', found.parts[1], 'row', found.parts[2]::integer)
                              FROM regexp_match(r.reason, '^''(.*)'' repeats row (\d+)$') AS found(parts))
     WHERE r.tenant_id = organisation.id AND r.reason_key IS NULL AND r.reason ~ '^''(.*)'' repeats row (\d+)$';
    UPDATE imports i
       SET error_key = 'imports.messages.importFailed',
           error_params = jsonb_build_object('reason', COALESCE(
             substring(i.error FROM '^The import failed and nothing was imported: (.*)$'), i.error))
     WHERE i.tenant_id = organisation.id AND i.error IS NOT NULL;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;--> statement-breakpoint
ALTER TABLE "import_rows" DROP COLUMN "reason";--> statement-breakpoint
ALTER TABLE "imports" DROP COLUMN "error";