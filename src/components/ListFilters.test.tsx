import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { SORT_KEYS } from '../domain/listQuery';
import { ListFilters, NoMatch } from './ListFilters';
import { useListQuery } from './useListQuery';

const STATUSES = [
  { value: 'YET_TO_CREATE', label: 'YET TO CREATE' },
  { value: 'APPROVAL_COMPLETED', label: 'APPROVAL COMPLETED' },
];

function Harness({ statuses = true, sorts = true }: { statuses?: boolean; sorts?: boolean }) {
  const list = useListQuery();
  const { search } = useLocation();
  return (
    <>
      <ListFilters
        controls={list}
        statusOptions={statuses ? STATUSES : undefined}
        sorts={sorts ? SORT_KEYS : undefined}
        helperText="Searches this page."
        resultText={list.filtering ? 'filtered' : ''}
      />
      {list.filtering && <NoMatch text="No project matches your search." onClear={list.clear} />}
      <output data-testid="search">{search}</output>
      <output data-testid="query">{JSON.stringify(list.query)}</output>
      <Link to="/list?q=from+a+link">a link to the list</Link>
    </>
  );
}

function open(path = '/list', props: { statuses?: boolean; sorts?: boolean } = {}) {
  const router = createMemoryRouter([{ path: '/list', element: <Harness {...props} /> }, { path: '/elsewhere', element: <p>elsewhere</p> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const address = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('ListFilters and useListQuery', () => {
  it('offers a search field, a status filter and a sort, all labelled, inside a search landmark', () => {
    open();
    const landmark = screen.getByRole('search');
    expect(within(landmark).getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription('Searches this page.');
    expect(within(landmark).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    expect(within(landmark).getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Default order');
  });

  it('is plain elements styled by static rules: no MUI field (no style work per render)', () => {
    open();
    const landmark = screen.getByRole('search');
    expect(landmark.querySelector('[class*="Mui"]')).toBeNull();
    expect(within(landmark).getByRole('searchbox', { name: 'Search' })).toHaveClass('ListFilters-input');
    expect(within(landmark).getByRole('combobox', { name: 'Status' }).tagName).toBe('SELECT');
  });

  it('leaves out the status filter and the sort when the list has none', () => {
    open('/list', { statuses: false, sorts: false });
    expect(searchBox()).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('reads the query from the address (a reload shows the same list)', () => {
    open('/list?q=aurora&status=APPROVAL_COMPLETED&sort=newest&page=3');
    expect(searchBox()).toHaveValue('aurora');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('APPROVAL COMPLETED');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Newest first');
  });

  it('typing writes ?q= in place (no history entry per key) and keeps other parameters', async () => {
    const router = open('/list?page=3');
    await userEvent.type(searchBox(), 'zen kids');
    expect(address().get('q')).toBe('zen kids');
    expect(address().get('page')).toBe('3');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('filtered');
    await userEvent.clear(searchBox());
    expect(address().has('q')).toBe(false);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the status and the sort each add a history entry; Back restores the previous choice', async () => {
    const router = open('/list?q=aurora');
    await choose('Status', 'YET TO CREATE');
    expect(address().get('status')).toBe('YET_TO_CREATE');
    await choose('Sort', 'Name A-Z');
    expect(address().get('sort')).toBe('name');
    expect(address().get('q')).toBe('aurora');

    await act(() => router.navigate(-1));
    expect(address().has('sort')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Default order');
    await choose('Status', 'All statuses');
    expect(address().has('status')).toBe(false);
    await choose('Sort', 'Oldest first');
    expect(address().get('sort')).toBe('oldest');
  });

  it('Back and links put their search into the box; own typing is not undone', async () => {
    const router = open('/list?q=first');
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('first');
    await userEvent.type(searchBox(), ' more');
    expect(searchBox()).toHaveValue('first more');
    await userEvent.click(screen.getByRole('link', { name: 'a link to the list' }));
    expect(searchBox()).toHaveValue('from a link');
  });

  it('a status from the address that the list does not hold stays shown', () => {
    open('/list?status=SONAR_ISSUES');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('SONAR ISSUES');
  });

  it("Clear search clears the search and the status, not the sort", async () => {
    open('/list?q=nothing&status=APPROVAL_COMPLETED&sort=oldest');
    expect(screen.getByText('No project matches your search.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(address().toString()).toBe('sort=oldest');
    expect(searchBox()).toHaveValue('');
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '')).toEqual({ q: '', status: '', sort: 'oldest' });
    expect(screen.queryByText('No project matches your search.')).not.toBeInTheDocument();
  });
});
