import { useState } from 'react';
import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import usePagination from '@mui/material/usePagination';
import { pagerItems } from './paging';
import { PlainPager } from './PlainPager';

/** A pager over `count` pages that moves its own page, and records what it was asked for. */
function Harness({ count, first = 1, asked }: { count: number; first?: number; asked: number[] }) {
  const [page, setPage] = useState(first);
  return (
    <PlainPager
      label="Some pages"
      count={count}
      page={page}
      onChange={(next) => {
        asked.push(next);
        setPage(next);
      }}
    />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Some pages' });
const names = () => within(nav()).getAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('pagerItems', () => {
  it("lays the controls out as MUI's Pagination does, for every page of 1 to 12 pages", () => {
    for (let count = 1; count <= 12; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const { result } = renderHook(() => usePagination({ count, page }));
        const mui = result.current.items.map((item) =>
          item.type === 'page' ? { type: 'page', page: item.page, selected: item.selected } : item.type.endsWith('ellipsis') ? { type: item.type } : { type: item.type, page: item.page, disabled: item.disabled },
        );
        expect(pagerItems(count, page)).toEqual(mui);
      }
    }
  });
});

describe('PlainPager', () => {
  it("names its buttons as MUI's Pagination does: the current page 'page N' with aria-current, gaps as …", () => {
    render(<Harness count={253} first={1} asked={[]} />);
    expect(names()).toEqual(['Go to previous page', 'page 1', 'Go to page 2', 'Go to page 3', 'Go to page 4', 'Go to page 5', 'Go to page 253', 'Go to next page']);
    expect(within(nav()).getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Go to next page' })).toBeEnabled();
    expect(nav()).toHaveTextContent('…');
  });

  it('moves by its buttons: next, previous and a page; the last page disables next', async () => {
    const asked: number[] = [];
    render(<Harness count={253} first={1} asked={asked} />);
    await userEvent.click(within(nav()).getByRole('button', { name: 'Go to next page' }));
    await userEvent.click(within(nav()).getByRole('button', { name: 'Go to page 253' }));
    await userEvent.click(within(nav()).getByRole('button', { name: 'Go to previous page' }));
    expect(asked).toEqual([2, 253, 252]);
    expect(names()).toEqual(['Go to previous page', 'Go to page 1', 'Go to page 249', 'Go to page 250', 'Go to page 251', 'page 252', 'Go to page 253', 'Go to next page']);
    await userEvent.click(within(nav()).getByRole('button', { name: 'Go to next page' }));
    expect(within(nav()).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'page 253' })).toHaveAttribute('aria-current', 'page');
  });

  it('is usable from the keyboard, and the button pressed keeps the focus (the same element) as the page changes', async () => {
    const asked: number[] = [];
    render(<Harness count={253} first={10} asked={asked} />);
    const next = within(nav()).getByRole('button', { name: 'Go to next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(asked).toEqual([11, 12]);
    expect(next).toHaveFocus();
    expect(within(nav()).getByRole('button', { name: 'Go to next page' })).toBe(next);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName('Go to page 253');
  });

  it('is plain buttons in a list: no MUI component and no style computed per item', () => {
    render(<Harness count={253} first={100} asked={[]} />);
    const elements = [nav(), ...Array.from(nav().querySelectorAll('*'))];
    expect(elements.filter((element) => /\b(Mui|css-)/.test(element.getAttribute('class') ?? ''))).toEqual([]);
    expect(within(nav()).getAllByRole('listitem')).toHaveLength(9);
    for (const button of within(nav()).getAllByRole('button')) expect(button).toHaveAttribute('type', 'button');
  });
});
