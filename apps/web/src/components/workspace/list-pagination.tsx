import { Button, Group, Pagination } from '@mantine/core';

/** The spec's pager: Previous, the page numbers, Next. */
export function ListPagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Pagination.Root
      total={pages}
      value={page}
      onChange={onChange}
      siblings={1}
      color="orange"
      getItemProps={(p) => ({ 'aria-label': `Page ${p}`, 'aria-current': p === page ? 'page' : undefined })}
    >
      <Group gap={6} justify="center" component="nav" aria-label="Pages" wrap="wrap">
        <Button variant="default" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Previous
        </Button>
        <Pagination.Items />
        <Button variant="default" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
          Next
        </Button>
      </Group>
    </Pagination.Root>
  );
}
