import type { Key, ReactNode } from 'react';
import { Typography } from '@mui/material';
import { PageLoading } from './PageLoading';
import { RetryAlert } from './RetryAlert';

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
 * empty text, or a responsive grid of cards (one column on phones, up to three on desktops).
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
  return (
    // The grid is static CSS (.CardGrid, src/shared/staticStyles.ts): one column on phones, two
    // from sm, three from md, and no style work per card.
    <ul className="CardGrid" aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderCard(item)}</li>
      ))}
    </ul>
  );
}
