import { OWNER_MESSAGES, type TOwnerCustomer } from '@app/shared';
import { Money } from '../../../components/money.tsx';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { CUSTOMERS_LIST_PATH } from '../api/insights.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';

const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });
const columns: ListColumn<TOwnerCustomer>[] = [
  { key: 'name', header: 'Name', phone: 'title', render: (c) => c.name },
  { key: 'orders', header: 'Orders', numeric: true, render: (c) => c.orders },
  { key: 'last', header: 'Last order', render: (c) => date.format(new Date(c.lastOrderAt)) },
  { key: 'spent', header: 'Total spent', numeric: true, render: (c) => <Money rupees={c.totalSpent} /> },
];

/** /restaurant-customers: people who ordered here (no emails or phones). */
export default function CustomersPage() {
  return (
    <>
      <WorkspacePageHeader title="Customers" />
      <NeedsRestaurant>
        {(restaurantId) => (
          <ManagementList<TOwnerCustomer>
            what="customers"
            path={CUSTOMERS_LIST_PATH}
            params={{ restaurantId }}
            columns={columns}
            rowKey={(c) => c._id}
            csvFileName="customers-export.csv"
            emptyText={OWNER_MESSAGES.noCustomers}
            emptySearchText={OWNER_MESSAGES.noCustomersSearching}
            searchPlaceholder="Name"
          />
        )}
      </NeedsRestaurant>
    </>
  );
}
