import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { useDeferredFirst } from './useDeferredFirst';

function Names({ names }: { names: string[] | undefined }) {
  const { value, pending } = useDeferredFirst(names);
  if (!value || pending) return <p>Loading...</p>;
  return (
    <ul>
      {value.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

describe('useDeferredFirst', () => {
  it('renders the first data in a background render after one that keeps the loading state; later changes at once', () => {
    // What the DOM showed at each commit.
    const commits: string[] = [];
    const note = () => commits.push(screen.queryByText('Loading...') ? 'loading' : `${screen.queryAllByRole('listitem').length} items`);
    const tree = (names: string[] | undefined) => (
      <Profiler id="names" onRender={note}>
        <Names names={names} />
      </Profiler>
    );
    const { rerender } = render(tree(undefined));
    rerender(tree(['a', 'b', 'c']));
    // The data's own (synchronous) render still shows Loading...; the items follow in a deferred one.
    expect(commits).toEqual(['loading', 'loading', '3 items']);
    commits.length = 0;
    rerender(tree(['b', 'c']));
    expect(commits[0]).toBe('2 items');
  });
});
