import { ADMIN_RANGE_MAX_DAYS, ADMIN_SALES_REPORT_COLUMNS, adminSalesReportFileName } from '@app/shared';
import { CsvRangeDownload } from '../../../components/workspace/csv-range-download.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { salesReportPath } from '../api/figures.ts';

/** /admin/reports: the sales CSV per restaurant for a range of India days. */
export default function AdminReportsPage() {
  return (
    <>
      <WorkspacePageHeader title="Sales Reports" />
      <CsvRangeDownload
        description={`Sales by restaurant: one row per restaurant with paid orders in the range (${ADMIN_SALES_REPORT_COLUMNS.join(', ')}). At most ${ADMIN_RANGE_MAX_DAYS} days.`}
        what="sales report"
        path={salesReportPath}
        fileName={adminSalesReportFileName}
      />
    </>
  );
}
