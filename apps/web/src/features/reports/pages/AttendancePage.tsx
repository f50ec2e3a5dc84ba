import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { AttendanceReportView } from '../components/AttendanceReportView.tsx';
import { FiltersSkeleton } from '../components/FiltersSkeleton.tsx';
import { ReportFilterForm } from '../components/ReportFilterForm.tsx';
import { useReportSearch } from '../components/use-report-search.ts';

/**
 * `/reports/attendance` (§2 Attendance report): from and to date, members and the other filters, Show report; then
 * each member's local days with entry, leave, total hours, activity and online status, ten to a page (§9).
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const search = useReportSearch();
  return (
    <>
      <PageTitle>{t('nav.items.attendance')}</PageTitle>
      {search.filters ? (
        <Stack gap="lg">
          <ReportFilterForm rules="attendance" applied={search.filters} onApply={search.apply} />
          <AttendanceReportView
            filters={search.filters}
            page={search.page}
            size={search.size}
            onPage={(page) => search.setParam('PageNo', String(page))}
            onSize={(size) => search.setParam('PageSize', String(size))}
          />
        </Stack>
      ) : (
        <FiltersSkeleton />
      )}
    </>
  );
}
