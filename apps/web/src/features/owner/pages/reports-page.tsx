import { CsvRangeDownload } from '../../../components/workspace/csv-range-download.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';

/** /restaurant-reports: the sales CSV for a date range. */
export default function ReportsPage() {
  return (
    <>
      <WorkspacePageHeader title="Reports" />
      <NeedsRestaurant>
        {(id) => (
          <CsvRangeDownload
            description="Sales CSV: one row per paid order with its items, subtotal, fees, refunds and net."
            what="sales"
            path={(from, to) => `/owner/reports/sales?restaurantId=${id}&from=${from}&to=${to}`}
            fileName={(from, to) => `sales-${from}-to-${to}.csv`}
          />
        )}
      </NeedsRestaurant>
    </>
  );
}
