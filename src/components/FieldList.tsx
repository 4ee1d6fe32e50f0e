import { Fragment, type Key, type ReactNode } from 'react';
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
  /** A class of the caller's static rules besides .FieldList (a card's content box). */
  className?: string;
}

/**
 * A description list of label and value rows (dt, dd) in a grid: labels bold, values wrapping
 * anywhere. Its look is static CSS (.FieldList, src/shared/staticStyles.ts), so a list costs no
 * style work when it renders (issue 11); a list with an sx of its own (other columns or gaps) is
 * one styled element, its rows plain. A row is its dt and dd alone, no wrapper: the grid places
 * them, and a long card list builds three fewer elements per card of three rows.
 */
export function FieldList({ rows, variant = 'body1', sx, className: own }: FieldListProps) {
  const className = `FieldList FieldList-${variant}${own ? ` ${own}` : ''}`;
  const items = rows.map((row) => (
    <Fragment key={row.key ?? row.label}>
      <dt>{row.label}</dt>
      <dd id={row.valueId} data-strong={row.strong ? '' : undefined}>
        {row.value}
      </dd>
    </Fragment>
  ));
  return sx ? (
    <Box component="dl" className={className} sx={sx}>
      {items}
    </Box>
  ) : (
    <dl className={className}>{items}</dl>
  );
}
