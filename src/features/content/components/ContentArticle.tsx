import { useId, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { SafeHtml } from '../../../components/SafeHtml';
import type { ContentItem } from '../../../domain/content';

/** Typography for the server's HTML: headings below the item's h2, compact lists, visible links. */
export const contentHtmlSx = {
  '& h3': { typography: 'h6', mt: 2, mb: 1 },
  '& h4': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
  '& p': { my: 1 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li > p': { my: 0.25 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& > :first-of-type': { mt: 0 },
} as const;

/** One item: its title as an h2 and its content, sanitised (SafeHtml is the only way in). */
export function ContentArticle({ item, actions, children }: { item: ContentItem; actions?: ReactNode; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flex: '1 1 auto', fontWeight: 600 }}>
          {item.title}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ mt: 1, ...contentHtmlSx }}>
        <SafeHtml html={item.content} />
      </Box>
      {children}
    </Paper>
  );
}
