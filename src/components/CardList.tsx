import { memo, Suspense, useCallback, type Key, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { lazyWithPreload } from './lazyWithPreload';
import { PageLoading } from './PageLoading';
import { RetryAlert } from './RetryAlert';

/** Above this many cards the list renders only the rows in and near the window (WindowedCardGrid). */
export const WINDOWED_ABOVE = 60;
/** Cards shown while the windowing code loads (a long list's first render): a screenful or more. */
const FIRST_CARDS = 24;

// The virtualiser (about 11 KB gzip) loads with the first long list, not with every list page.
const WindowedCardGrid = lazyWithPreload(() => import('./WindowedCardGrid').then((module) => ({ default: module.WindowedCardGrid })));

/**
 * Loads the windowing code ahead, when a list of `count` cards will be windowed: called as soon
 * as a list's data arrives (before its cards render), so that the long list renders in windows at
 * once instead of 24 cards first (the Suspense fallback) and the windows after the code loaded.
 */
export function preloadWindowedCards(count: number): void {
  if (count > WINDOWED_ABOVE) WindowedCardGrid.preload().catch(() => undefined);
}

export interface CardListProps<T> {
  /** Accessible name of the list (usually the page title). */
  label: string;
  items: readonly T[] | undefined;
  /** True while the first answer (or a retry without data) is awaited: shows 'Loading...'. */
  loading: boolean;
  /** A failure message, shown with a Retry button; null when the last load succeeded. */
  error: string | null;
  onRetry: () => void;
  /** Shown when the list loaded and is empty. */
  emptyText: string;
  getKey: (item: T) => Key;
  renderCard: (item: T) => ReactNode;
}

/**
 * The card lists' shared block: 'Loading...' while loading, an error with Retry on failure, the
 * empty text, or a responsive grid of cards (one column on phones, up to three on desktops); a long
 * list (All of thousands) in windows of rows, so the page holds a few dozen cards, not thousands.
 */
export function CardList<T>({ label, items, loading, error, onRetry, emptyText, getKey, renderCard }: CardListProps<T>) {
  if (loading) return <PageLoading />;
  if (error) {
    return (
      <RetryAlert onRetry={onRetry}>{error}</RetryAlert>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Typography role="status" sx={{ py: 3 }}>
        {emptyText}
      </Typography>
    );
  }
  if (items.length > WINDOWED_ABOVE) {
    return (
      <Suspense fallback={<CardGrid label={label} items={items.slice(0, FIRST_CARDS)} getKey={getKey} renderCard={renderCard} />}>
        <WindowedCards label={label} items={items} getKey={getKey} renderCard={renderCard} />
      </Suspense>
    );
  }
  return <CardGrid label={label} items={items} getKey={getKey} renderCard={renderCard} />;
}

/**
 * The windowed grid of a long list. Its card functions change only with the list or how cards
 * render: a render of the page that changes neither (a keystroke in the search, before the
 * filtered list renders in the background) renders no card anew.
 */
function WindowedCards<T>({ label, items, getKey, renderCard }: CardGridProps<T>) {
  const keyOf = useCallback((index: number) => getKey(items[index]), [items, getKey]);
  const renderAt = useCallback((index: number) => renderCard(items[index]), [items, renderCard]);
  return <WindowedCardGrid label={label} count={items.length} keyOf={keyOf} renderCard={renderAt} />;
}

type CardGridProps<T> = Pick<CardListProps<T>, 'label' | 'getKey' | 'renderCard'> & { items: readonly T[] };

/**
 * Every card in one grid. The grid is static CSS (.CardGrid, src/shared/staticStyles.ts): one
 * column on phones, two from sm, three from md, and no style work per card.
 */
function CardGrid<T>({ label, items, getKey, renderCard }: CardGridProps<T>) {
  return (
    <ul className="CardGrid" aria-label={label}>
      {items.map((item) => (
        <CardItem key={getKey(item)} item={item} renderCard={renderCard} />
      ))}
    </ul>
  );
}

/**
 * One card of the grid, rendered again only when its item (or how cards render) changes: the
 * list's own renders (its data arriving, a refetch, a filter elsewhere) leave the other cards be.
 */
const CardItem = memo(function CardItem({ item, renderCard }: { item: unknown; renderCard: (item: never) => ReactNode }) {
  return <li>{renderCard(item as never)}</li>;
});
