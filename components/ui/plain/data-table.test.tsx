// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState, type Key } from 'react';
import { renderWithProviders } from '@/tests/render';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  grade: { code: string };
  price: number;
}

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `item ${i + 1}`, grade: { code: `Q${i + 1}` }, price: (i + 1) * 10 }));

const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'grade', title: 'Grade', dataIndex: ['grade', 'code'] },
  { key: 'price', title: 'Price', dataIndex: 'price', align: 'right', render: (v: number, r, i) => `${v} (${r.id}/${i})` },
];

const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody') as HTMLElement).getAllByRole('row');

describe('DataTable', () => {
  it('draws an accessible table: column headers, cells by field or path, render(value, record, index)', () => {
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 2)} data-testid="t" />, { locale: 'en' });
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Grade', 'col'],
      ['Price', 'col'],
    ]);
    expect(bodyRows(table).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['item 1', 'Q1', '10 (1/0)'],
      ['item 2', 'Q2', '20 (2/1)'],
    ]);
    expect(within(bodyRows(table)[0]).getAllByRole('cell')[2]).toHaveClass('num');
    expect(screen.getByTestId('t')).toHaveAttribute('aria-busy', 'false');
  });

  it('says "no data" in the page language, or the screen’s own empty text', () => {
    const { unmount } = renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={[]} />, { locale: 'zh' });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    unmount();
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={[]} />, { locale: 'en' });
    expect(screen.getByText('No data')).toBeInTheDocument();
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: 'Nothing ordered yet' }} />, { locale: 'en' });
    expect(screen.getByText('Nothing ordered yet')).toBeInTheDocument();
  });

  it('shows a busy state while loading, in both languages', () => {
    const { unmount } = renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={[]} loading data-testid="t" />, { locale: 'zh' });
    expect(screen.getByTestId('t')).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByTestId('t')).getByRole('status')).toHaveTextContent('加载中');
    unmount();
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} loading data-testid="t" />, { locale: 'en' });
    expect(within(screen.getByTestId('t')).getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByText('item 1')).toBeInTheDocument();
  });

  it('pages on the server: calls onChange with the chosen page, hides the pager on a single page when asked', () => {
    const seen: number[] = [];
    const { unmount } = renderWithProviders(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 10)} pagination={{ current: 1, pageSize: 10, total: 25, onChange: (p) => seen.push(p) }} />,
      { locale: 'en' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(seen).toEqual([3]);
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(10);
    unmount();
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 3)} pagination={{ current: 1, pageSize: 10, total: 3, hideOnSinglePage: true }} />, {
      locale: 'en',
    });
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('pages the rows it was given when no total is passed (pagination={{ pageSize }})', () => {
    renderWithProviders(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={{ pageSize: 20 }} />, { locale: 'zh' });
    expect(bodyRows(screen.getByRole('table'))).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(bodyRows(screen.getByRole('table')).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['item 21', 'item 22', 'item 23', 'item 24', 'item 25']);
  });

  it('selects rows with labelled check boxes and "select all"', () => {
    function Selecting() {
      const [keys, setKeys] = useState<Key[]>([]);
      return (
        <>
          <output data-testid="keys">{keys.join(',')}</output>
          <DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 3)} rowSelection={{ selectedRowKeys: keys, onChange: setKeys }} />
        </>
      );
    }
    renderWithProviders(<Selecting />, { locale: 'en' });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]);
    expect(screen.getByTestId('keys')).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('keys')).toHaveTextContent('2,1,3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('keys')).toBeEmptyDOMElement();
  });

  it('opens a row’s details below it with a toggle that says its state, in Chinese', () => {
    renderWithProviders(
      <DataTable<Row> rowKey={(r) => `r${r.id}`} columns={columns} dataSource={rows.slice(0, 2)} expandable={{ expandedRowRender: (r) => <p>details of {r.name}</p> }} />,
      { locale: 'zh' },
    );
    const [first] = screen.getAllByRole('button', { name: '展开详情' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(first);
    expect(screen.getByText('details of item 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起详情' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('passes onRow handlers and rowClassName to the rows, hides the header on request, keeps a minimum width for sideways scrolling', () => {
    const clicked: number[] = [];
    renderWithProviders(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 2)}
        onRow={(r) => ({ onClick: () => clicked.push(r.id) })}
        rowClassName={(r) => (r.id === 2 ? 'late' : '')}
        showHeader={false}
        size="small"
        scroll={{ x: 900 }}
      />,
      { locale: 'en' },
    );
    const table = screen.getByRole('table');
    fireEvent.click(screen.getByText('item 2'));
    expect(clicked).toEqual([2]);
    expect(bodyRows(table)[1]).toHaveClass('late');
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    expect(table).toHaveClass('data-table--small');
    expect(table.style.minWidth).toBe('900px');
    expect(table.parentElement).toHaveClass('data-table-wrap');
  });
});
