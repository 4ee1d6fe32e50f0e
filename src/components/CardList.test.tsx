import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardList, type CardListProps } from './CardList';

type Item = { id: number; name: string };

function renderList(props: Partial<CardListProps<Item>> = {}) {
  const onRetry = jest.fn();
  render(
    <CardList<Item>
      label="Things"
      items={[]}
      loading={false}
      error={null}
      onRetry={onRetry}
      emptyText="Nothing here"
      getKey={(item) => item.id}
      renderCard={(item) => <article>{item.name}</article>}
      {...props}
    />,
  );
  return { onRetry };
}

describe('CardList', () => {
  it('shows Loading... while loading, and no list', () => {
    renderList({ loading: true, items: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the failure with a Retry that calls onRetry', async () => {
    const { onRetry } = renderList({ error: 'The projects could not be loaded.', items: undefined });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The projects could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when the list loaded empty', () => {
    renderList({ items: [] });
    expect(screen.getByText('Nothing here')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders one list item per card in a list named by its label', () => {
    renderList({ items: [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }] });
    const list = screen.getByRole('list', { name: 'Things' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['One', 'Two']);
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
  });
});
