import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The chart pairs side by side on wide screens, stacked on a phone. */
export function PairGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>;
}
