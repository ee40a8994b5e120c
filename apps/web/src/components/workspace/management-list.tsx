import { LIST_PAGE_SIZE, listErrorText } from '@app/shared';
import { Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import {
  type ListParams,
  listFilterKey,
  managementListQuery,
  queryString,
} from '../../queries/management-list.ts';
import { EmptyState, ErrorState, RetryButton } from '../page-state.tsx';
import { ListPagination } from './list-pagination.tsx';
import classes from './management-list.module.css';

export type ListColumn<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Right-align (money, counts). */
  numeric?: boolean;
  /**
   * Its place in the card a row becomes on a phone (below `sm`): 'title' heads the card, 'actions'
   * closes it (the row's buttons, without a label); any other column is a line labelled with its header.
   */
  phone?: 'title' | 'actions';
};

export type ManagementListProps<T> = {
  /** Plural noun in the spec's words: 'Error loading {what}: …', 'Search {what}'. */
  what: string;
  /** The list's API path (without `/api`), e.g. '/owner/food-items'; it answers the shared list query. */
  path: string;
  /** The list's own filters (restaurant, status, stars); a change returns to page 1. */
  params?: ListParams;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  /** The spec's export name, e.g. 'food-items-export.csv'. */
  csvFileName: string;
  /** Shown when the list is empty without a search ('No food items found'). */
  emptyText: string;
  /** Shown when a search matches nothing ('No food items found matching your search'). */
  emptySearchText: string;
  /** Controls beside the search box (filters). */
  toolbar?: ReactNode;
  /** Placeholder of the search box. */
  searchPlaceholder?: string;
  /** What the search box starts with (a link from the admin's header search: `?q=`). */
  initialSearch?: string;
};

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

/**
 * The one management list (spec 2 "Management screens"): search box, result count, CSV of every
 * filtered row (made by the server), a table of the given columns, 10 rows a page with Previous /
 * numbered / Next. A new search or filter returns to page 1. Error panel 'Error loading {what}:
 * {message}' with Retry; the spec's empty-state words.
 */
export function ManagementList<T>({
  what,
  path,
  params = {},
  columns,
  rowKey,
  csvFileName,
  emptyText,
  emptySearchText,
  toolbar,
  searchPlaceholder,
  initialSearch = '',
}: ManagementListProps<T>) {
  const [search, setSearch] = useState(initialSearch);
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const filterKey = listFilterKey(params, q);
  // A new search or filter starts again from page 1 (spec 4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey is the trigger, not a value read
  useEffect(() => setPage(1), [filterKey]);

  const list = useQuery(managementListQuery<T>(path, params, q, page));

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  // A delete that empties the last page moves back to the page before it.
  useEffect(() => {
    if (list.data && page > pages) setPage(pages);
  }, [list.data, page, pages]);

  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await api.download(`${path}?${queryString({ ...params, q, format: 'csv' })}`, csvFileName);
    } catch {
      setExportError(listErrorText(what));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={`Search ${what}`}
          placeholder={searchPlaceholder ?? 'Search…'}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
          type="search"
        />
        {toolbar}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportCsv}
          loading={exporting}
          disabled={total === 0}
          mih={36}
        >
          Export CSV
        </Button>
      </Group>

      {exportError && <ErrorState message={exportError} />}
      {list.isError ? (
        <ErrorState message={listErrorText(what)} action={<RetryButton onRetry={() => list.refetch()} />} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-count">
            {list.isPending ? 'Loading…' : `${total} ${total === 1 ? 'result' : 'results'}`}
          </Text>
          {list.isPending ? (
            <Stack gap="xs" aria-label={`Loading ${what}`}>
              {SKELETON_ROWS.map((key) => (
                <Skeleton key={key} h={36} />
              ))}
            </Stack>
          ) : total === 0 ? (
            <EmptyState message={q ? emptySearchText : emptyText} />
          ) : (
            <Rows
              what={what}
              columns={columns}
              rows={list.data?.items ?? []}
              rowKey={rowKey}
              busy={list.isFetching}
            />
          )}
          <ListPagination page={Math.min(page, pages)} pages={pages} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

type RowsProps<T> = {
  what: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  busy: boolean;
};

const phoneClass = { title: classes.title, actions: classes.actions } as const;

/**
 * The page's rows: a table from `sm` up; on a phone the same table laid out by CSS as one card per
 * row (title first, each value on a line labelled with its header, the actions last), so that every
 * value and every action is in reach without scrolling sideways. One tree, no script deciding the
 * layout: nothing jumps, and rows and cells stay rows and cells to a screen reader (the header row
 * is hidden only to the eye, the labels in the cells only from the ear).
 */
function Rows<T>({ what, columns, rows, rowKey, busy }: RowsProps<T>) {
  return (
    <Table.ScrollContainer
      minWidth={640}
      classNames={{ scrollContainerInner: classes.inner }}
      // A table that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': what } }}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={busy} className={classes.table}>
        <Table.Thead className={classes.head}>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} className={classes.row} data-testid="list-row">
              {columns.map((c) => (
                <Table.Td
                  key={c.key}
                  ta={c.numeric ? 'right' : undefined}
                  className={c.phone ? phoneClass[c.phone] : classes.line}
                  data-testid={c.phone === 'actions' ? 'list-row-actions' : undefined}
                >
                  {!c.phone && (
                    <span className={classes.label} aria-hidden="true">
                      {c.header}
                    </span>
                  )}
                  <div className={classes.value}>{c.render(row)}</div>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
