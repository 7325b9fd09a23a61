import { type ParamsType, type ProColumns, ProTable, type ProTableProps } from '@ant-design/pro-components';
import { Flex, Input, Pagination, type PaginationProps, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { CardTitle } from '../components/card-title';
import { useMinWidth } from '../use-min-width';
import styles from './bookings-table.module.css';

export type BookingColumns<T> = ProColumns<T>[];

export interface BookingsTableProps<T extends { id: string }, Params extends ParamsType>
  extends Pick<ProTableProps<T, Params>, 'dataSource' | 'loading' | 'request' | 'params' | 'actionRef'> {
  /** The audience's column set: each app owns its own. */
  columns: BookingColumns<T>;
  /** The search box: what it says when empty, the search applied, and what applies a new one (Enter, the button or clearing). */
  search: { placeholder: string; value: string; onSearch: (search: string) => void };
  /** The other filters, after the search box in the row of filters. */
  filters: ReactNode;
  /** What a page without bookings shows (the caller gives a blank while the page loads). */
  emptyText: ReactNode;
  /** Current page, size, total and onChange when the caller pages the data itself (no `request`). */
  pagination?: PaginationProps;
  /** Below 768 px, one card per booking (each field under its column's title) instead of a table that scrolls sideways. */
  cardsOnPhone?: boolean;
  /** The table's width on a large screen; narrower screens scroll it sideways inside its card. */
  width?: number;
}

// antd's sm, md and lg breakpoints, read with useMinWidth: right from the first render.
const SM = 576;
const MD = 768;
const LG = 992;

/**
 * 'All Bookings' of the vendor dashboard and of /admin/bookings: one ProTable with the audience's columns, the
 * filters in its toolbar, 10 to 100 rows a page, and the page itself never wider than the screen. Bundled by
 * each app that imports it, not shared through the shell (shared-ui's README).
 */
export function BookingsTable<T extends { id: string }, Params extends ParamsType>({
  columns,
  search,
  filters,
  emptyText,
  pagination,
  cardsOnPhone = false,
  width = 960,
  ...data
}: BookingsTableProps<T, Params>) {
  const sm = useMinWidth(SM);
  const md = useMinWidth(MD);
  const lg = useMinWidth(LG);
  const cards = cardsOnPhone && !md;
  // What is typed, applied when submitted; a search changed from outside (Clear Filters) replaces it.
  const [draft, setDraft] = useState(search.value);
  const [applied, setApplied] = useState(search.value);
  if (search.value !== applied) {
    setApplied(search.value);
    setDraft(search.value);
  }
  return (
    <ProTable<T, Params>
      rowKey="id"
      columns={columns}
      {...data}
      search={false}
      options={false}
      cardBordered
      size={sm ? 'middle' : 'small'}
      scroll={{ x: lg ? width : 'max-content' }}
      pagination={{
        defaultPageSize: 20,
        pageSizeOptions: ['10', '20', '50', '100'],
        showSizeChanger: true,
        hideOnSinglePage: true,
        showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
        ...pagination,
      }}
      headerTitle={<CardTitle>All Bookings</CardTitle>}
      toolbar={{
        multipleLine: true,
        filter: (
          <Flex wrap gap={8} role="search" aria-label="Booking filters" className={styles.filters}>
            <Input.Search
              allowClear
              placeholder={search.placeholder}
              aria-label="Search bookings"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                if (event.target.value === '') search.onSearch('');
              }}
              onSearch={search.onSearch}
              enterButton
              className={styles.search}
            />
            {filters}
          </Flex>
        ),
      }}
      locale={{ emptyText }}
      tableViewRender={
        cards
          ? (table) => (
              <BookingCards
                rows={(table.dataSource ?? []) as readonly T[]}
                columns={columns}
                loading={Boolean(table.loading)}
                pagination={table.pagination || undefined}
                emptyText={emptyText}
              />
            )
          : undefined
      }
    />
  );
}

/** The table's columns as one card per booking, each field under its column's title. */
function BookingCards<T extends { id: string }>({
  rows,
  columns,
  loading,
  pagination,
  emptyText,
}: {
  rows: readonly T[];
  columns: BookingColumns<T>;
  loading: boolean;
  pagination: PaginationProps | undefined;
  emptyText: ReactNode;
}) {
  if (!loading && rows.length === 0) return emptyText;
  return (
    <Spin spinning={loading}>
      <ul aria-label="Bookings" className={styles.cards}>
        {rows.map((row, index) => (
          <li key={row.id} className={styles.card}>
            <dl className={styles.fields}>
              {columns.map((column) => (
                <div key={String(column.key)}>
                  <dt className={styles.term}>{column.title as ReactNode}</dt>
                  <dd className={styles.value}>
                    {column.render?.(null, row, index, undefined as never, column as never) as ReactNode}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {pagination ? (
        <Pagination {...pagination} size="small" align="center" className={styles.pagination} />
      ) : null}
    </Spin>
  );
}
