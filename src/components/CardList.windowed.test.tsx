import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardList, WINDOWED_ABOVE, type CardListProps } from './CardList';
import { ROWS_PER_FRAME, TALL_ROW_PX, WindowedCardGrid } from './WindowedCardGrid';

type Item = { id: number; name: string };

const ROW_HEIGHT = 200;
/** What every row measures (ROW_HEIGHT but in the test of short rows). */
let rowHeight = ROW_HEIGHT;
const items = (count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Card ${index + 1}` }));

// jsdom lays nothing out: every row measures ROW_HEIGHT (the virtualiser reads offsetHeight) in a
// window of jsdom's 1024 x 768 (one column: jsdom's media queries match nothing, as on a phone),
// the list at the top of the page (its box moves up as the window scrolls down); jsdom cannot scroll.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => rowHeight });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, -window.scrollY, 1024, 0));
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  jest.restoreAllMocks();
});
afterEach(() => scrollWindowTo(0));

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

/** Renders the list and, for a long one, waits for its windowing code (loaded with the first long list) and its rows. */
async function renderList(list: Item[]) {
  const view = render(listOf(list));
  if (list.length > WINDOWED_ABOVE) await rowsMounted();
  return view;
}

/** Waits until the windowed list has mounted every row it places (a few a frame: see useMountedRows). */
async function rowsMounted() {
  await waitFor(() => expect(shownCards()[0]).toHaveAttribute('aria-setsize'));
  await waitFor(() => expect(screen.getByRole('list', { name: 'Things' })).not.toHaveAttribute('aria-busy'));
}

/** The list of `list` under the label 'Things'; `own` replaces its label, key or card function. */
function listOf(list: Item[], own: Partial<Pick<CardListProps<Item>, 'label' | 'getKey' | 'renderCard'>> = {}) {
  return (
    <CardList<Item>
      label="Things"
      items={list}
      loading={false}
      error={null}
      onRetry={() => {}}
      emptyText="Nothing here"
      getKey={(item) => item.id}
      renderCard={(item) => (
        <article>
          <a href={`#card-${item.id}`}>{item.name}</a>
        </article>
      )}
      {...own}
    />
  );
}

const shownCards = () => within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem');
const positions = (cards: HTMLElement[]) => cards.map((card) => Number(card.getAttribute('aria-posinset')));

describe('CardList with more cards than its threshold', () => {
  it('renders every card up to the threshold', async () => {
    await renderList(items(WINDOWED_ABOVE));
    expect(shownCards()).toHaveLength(WINDOWED_ABOVE);
  });

  it('renders 10,000 cards as a few hundred DOM nodes at most: the rows in the window and a few more', async () => {
    const { container } = await renderList(items(10_000));
    expect(container.querySelectorAll('*').length).toBeLessThan(300);
    const cards = shownCards();
    // 768 px of window hold four rows of 200 px; three more rows below are rendered ahead.
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.length).toBeLessThanOrEqual(10);
    expect(cards[0]).toHaveTextContent('Card 1');
  });

  it('tells a screen reader each card\'s place in the whole list', async () => {
    await renderList(items(10_000));
    const cards = shownCards();
    expect(positions(cards)).toEqual(cards.map((_, index) => index + 1));
    for (const card of cards) expect(card).toHaveAttribute('aria-setsize', '10000');
  });

  it('shows later cards as the page scrolls, and the first ones no more', async () => {
    await renderList(items(10_000));
    // A million pixels down: past row 3,600 whatever the rows not yet measured are estimated at.
    scrollWindowTo(1_000_000);
    expect(screen.queryByText('Card 1')).not.toBeInTheDocument();
    await rowsMounted();
    const cards = shownCards();
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...positions(cards))).toBeGreaterThan(3600);
    expect(cards.length).toBeLessThanOrEqual(12);
    scrollWindowTo(0);
    expect(await screen.findByText('Card 1')).toBeInTheDocument();
  });

  it('renders on a scroll only the cards it brings, not those still shown (a scroll frame stays short)', async () => {
    const rendered: number[] = [];
    render(
      listOf(items(10_000), {
        renderCard: (item) => {
          rendered.push(item.id);
          return <article>{item.name}</article>;
        },
      }),
    );
    await rowsMounted();
    const before = positions(shownCards());
    rendered.length = 0;
    // Two rows down: two cards come in at the bottom (the rows above stay within the overscan).
    scrollWindowTo(2 * (ROW_HEIGHT + 16));
    await rowsMounted();
    const after = positions(shownCards());
    expect(after).not.toEqual(before);
    const brought = after.filter((position) => !before.includes(position));
    expect(brought.length).toBeGreaterThan(0);
    expect([...rendered].sort((a, b) => a - b)).toEqual(brought);
  });

  it('renders each card once when its row is measured and the rows below it move', () => {
    const renders = new Map<number, number>();
    render(
      <WindowedCardGrid
        label="Things"
        count={10_000}
        keyOf={(index) => index}
        renderCard={(index) => {
          renders.set(index, (renders.get(index) ?? 0) + 1);
          return <article>{`Card ${index + 1}`}</article>;
        }}
      />,
    );
    // Rows first placed at the estimated height, then measured (200 px): every row but the first moved.
    const tops = screen.getAllByRole('listitem').map((card) => (card.parentElement as HTMLElement).style.transform);
    expect(tops.slice(0, 2)).toEqual(['translateY(0px)', `translateY(${ROW_HEIGHT + 16}px)`]);
    expect(renders.size).toBeGreaterThanOrEqual(4);
    expect([...renders.values()].every((times) => times === 1)).toBe(true);
  });

  it('renders no card anew when the page renders again with the same list (a keystroke before the filtered list)', async () => {
    let rendered = 0;
    const list = items(10_000);
    const getKey = (item: Item) => item.id;
    const renderCard = (item: Item) => {
      rendered += 1;
      return <article>{item.name}</article>;
    };
    const page = (label: string) => listOf(list, { label, getKey, renderCard });
    const { rerender } = render(page('Things'));
    await rowsMounted();
    rendered = 0;
    rerender(page('Things'));
    expect(shownCards().length).toBeGreaterThanOrEqual(4);
    expect(rendered).toBe(0);
  });

  it('estimates the rows not yet measured at the height of those measured (the page is as tall as its cards)', async () => {
    await renderList(items(10_000));
    // Every row measures 200 px in jsdom, with gaps of 16 px: not the first guess (260 px) for the rows below.
    expect(screen.getByRole('list', { name: 'Things' }).style.height).toBe(`${10_000 * (ROW_HEIGHT + 16) - 16}px`);
  });

  it('reads the keys of the cards a scroll brings, not those of all 10,000 cards (the virtualiser keeps its row places)', async () => {
    let keysRead = 0;
    render(
      listOf(items(10_000), {
        getKey: (item) => {
          keysRead += 1;
          return item.id;
        },
      }),
    );
    await rowsMounted();
    keysRead = 0;
    for (const rows of [2, 5, 9]) scrollWindowTo(rows * (ROW_HEIGHT + 16));
    await waitFor(() => expect(positions(shownCards())[0]).toBeGreaterThan(5));
    expect(keysRead).toBeLessThan(100);
  });

  it('lets Tab move through the cards, and keeps the focused card while the page scrolls away from it', async () => {
    await renderList(items(10_000));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Card 1' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Card 2' })).toHaveFocus();

    scrollWindowTo(1_000_000);
    expect(screen.getByRole('link', { name: 'Card 2' })).toHaveFocus();
    await rowsMounted();
    expect(screen.queryByText('Card 1')).not.toBeInTheDocument();
    expect(shownCards().length).toBeGreaterThan(4);
    expect(positions(shownCards())).toEqual([2, ...positions(shownCards()).filter((position) => position > 3600)]);
  });

  it('windows what the search left: the filtering happens before the list', async () => {
    const { rerender } = await renderList(items(10_000));
    const matching = items(10_000).filter((item) => item.name.endsWith('7'));
    rerender(listOf(matching));
    const cards = shownCards();
    expect(cards[0]).toHaveTextContent('Card 7');
    expect(cards[1]).toHaveTextContent('Card 17');
    expect(cards[0]).toHaveAttribute('aria-setsize', String(matching.length));
  });
});

/** The browser's frames, run by the test: each frame() runs the animation frame callbacks queued so far. */
function manualFrames() {
  let queued = new Map<number, FrameRequestCallback>();
  let next = 1;
  const request = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queued.set(next, callback);
    return next++;
  });
  const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void queued.delete(id));
  return {
    frame: () =>
      act(() => {
        const callbacks = [...queued.values()];
        queued = new Map();
        for (const callback of callbacks) callback(performance.now());
      }),
    restore: () => {
      request.mockRestore();
      cancel.mockRestore();
    },
  };
}

describe('CardList mounting the rows a scroll brings', () => {
  let frames: ReturnType<typeof manualFrames>;
  afterEach(() => frames.restore());

  it('mounts tall rows one a frame, those in the window first, the list keeping its height meanwhile', async () => {
    expect(ROW_HEIGHT).toBeGreaterThanOrEqual(TALL_ROW_PX);
    await renderList(items(10_000));
    const list = screen.getByRole('list', { name: 'Things' });
    const height = list.style.height;
    frames = manualFrames();
    // Row 100 at the top of the window: rows 100 to 103 in it (cards 101 to 104), three more each side.
    scrollWindowTo(100 * (ROW_HEIGHT + 16));
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(list).toHaveAttribute('aria-busy', 'true');
    frames.frame();
    expect(positions(shownCards())).toEqual([101]);
    frames.frame();
    expect(positions(shownCards())).toEqual([101, 102]);
    for (let frame = 0; frame < 5; frame += 1) frames.frame();
    // The rows above the window wait while the page scrolls down, and follow when it stops.
    expect(positions(shownCards())).toEqual([101, 102, 103, 104, 105, 106, 107]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    for (let frame = 0; frame < 3; frame += 1) frames.frame();
    expect(positions(shownCards())).toEqual([98, 99, 100, 101, 102, 103, 104, 105, 106, 107]);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(list.style.height).toBe(height);
  });

  it('mounts rows shorter than a tall row ROWS_PER_FRAME a frame', async () => {
    rowHeight = TALL_ROW_PX - 40;
    try {
      await renderList(items(10_000));
      frames = manualFrames();
      // Row 100 at the top of the window: rows 100 to 106 in 768 px (cards 101 to 107).
      scrollWindowTo(100 * (rowHeight + 16));
      frames.frame();
      expect(positions(shownCards())).toEqual([101, 102].slice(0, ROWS_PER_FRAME));
      frames.frame();
      expect(positions(shownCards())).toEqual([101, 102, 103, 104].slice(0, 2 * ROWS_PER_FRAME));
    } finally {
      rowHeight = ROW_HEIGHT;
    }
  });

  it('shows the rows in the window at once outside a scroll (a first render, a new filter); the rows around it follow', async () => {
    frames = manualFrames();
    const { rerender } = render(listOf(items(10_000)));
    await waitFor(() => expect(shownCards()[0]).toHaveAttribute('aria-setsize'));
    // 768 px of window: rows 0 to 3.
    expect(positions(shownCards())).toEqual([1, 2, 3, 4]);
    for (let frame = 0; frame < 3; frame += 1) frames.frame();
    expect(positions(shownCards())).toEqual([1, 2, 3, 4, 5, 6, 7]);
    rerender(listOf(items(10_000).filter((item) => item.id % 2 === 0)));
    expect(shownCards().map((card) => card.textContent)).toEqual(['Card 2', 'Card 4', 'Card 6', 'Card 8']);
  });
});
