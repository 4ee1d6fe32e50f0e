import { act, fireEvent, render, screen } from '@testing-library/react';
import { NearView } from './NearView';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  scrollNear(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

describe('NearView (a part below the fold renders when its place nears the window)', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.last = null;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('renders nothing of the part until its place comes near the window, then the part', () => {
    render(<NearView><p>Worklist</p></NearView>);
    expect(screen.queryByText('Worklist')).not.toBeInTheDocument();
    FakeObserver.last?.scrollNear(false);
    expect(screen.queryByText('Worklist')).not.toBeInTheDocument();
    FakeObserver.last?.scrollNear(true);
    expect(screen.getByText('Worklist')).toBeInTheDocument();
  });

  it('renders the part at the first key press (a keyboard user tabbing down reaches it in order)', () => {
    render(<NearView><p>Worklist</p></NearView>);
    expect(screen.queryByText('Worklist')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(screen.getByText('Worklist')).toBeInTheDocument();
  });

  it('renders the part at once without IntersectionObserver', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<NearView><p>Worklist</p></NearView>);
    expect(screen.getByText('Worklist')).toBeInTheDocument();
  });
});
