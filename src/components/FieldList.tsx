import type { Key, ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

export interface FieldListRow {
  label: string;
  /** Shown as given: user data is text, never markup. */
  value: ReactNode;
  /** Defaults to the label. */
  key?: Key;
  /** An id for the value (a card's name labels the card). */
  valueId?: string;
  /** The value in the labels' weight (a card's project name). */
  strong?: boolean;
}

export interface FieldListProps {
  rows: readonly FieldListRow[];
  /** The text size of labels and values (MUI's typography variants). */
  variant?: 'body1' | 'body2';
  /** The grid of the list: its columns and gaps (one column of labels, one of values by default). */
  sx?: SxProps<Theme>;
}

/**
 * A description list of label and value rows (dt, dd) in a grid: labels bold, values wrapping
 * anywhere. The rows are plain elements styled through the list's one class, so a page of cards
 * or a tab of fields renders one styled element per list instead of two per row (issue 11: each
 * styled element costs style work on every render).
 */
export function FieldList({ rows, variant = 'body1', sx }: FieldListProps) {
  return (
    <Box
      component="dl"
      sx={[
        (theme) => ({
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          '& > div': { display: 'contents' },
          '& dt': { ...theme.typography[variant], margin: 0, fontWeight: 600 },
          '& dd': { ...theme.typography[variant], margin: 0, overflowWrap: 'anywhere' },
          '& dd[data-strong]': { fontWeight: 600 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {rows.map((row) => (
        <div key={row.key ?? row.label}>
          <dt>{row.label}</dt>
          <dd id={row.valueId} data-strong={row.strong ? '' : undefined}>
            {row.value}
          </dd>
        </div>
      ))}
    </Box>
  );
}
