import { darken, type Theme } from '@mui/material/styles';
import { cardColours } from './brand';

const tones = Object.keys(cardColours) as (keyof typeof cardColours)[];

/**
 * Static rules, by class name, of the components that repeat down a page: FieldList (a dl of
 * label and value rows), CardList's grid (.CardGrid) and the project cards (.ProjectCard). They
 * are computed once from the theme and go into the global style sheet with CssBaseline's, so a
 * card or a row costs no style work when it renders (issue 11: MUI's sx and styled components
 * compute and serialise their styles on every render of every element; a page of cards spent
 * more time there than in React). Each selector is wrapped in :where() (no specificity), so a
 * caller's sx still wins whatever the order of the style sheets.
 */
/** An outlined card's box (the look of MUI's outlined Card): the project cards' and the app cards'. */
export function outlinedCardBox(theme: Theme) {
  return {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
  } as const;
}

export function staticRules(theme: Theme) {
  const radius = theme.shape.borderRadius;
  // The card grid's columns (one on phones, two from sm, three from md): CardList's row windows
  // count them with the same breakpoints (useCardColumns, src/components/WindowedCardGrid.tsx).
  const cardColumns = {
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  };
  return {
    ':where(.FieldList)': {
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'max-content 1fr',
      columnGap: theme.spacing(2),
    },
    ':where(.FieldList-body1)': theme.typography.body1,
    ':where(.FieldList-body2)': theme.typography.body2,
    ':where(.FieldList dt)': { margin: 0, fontWeight: 600 },
    ':where(.FieldList dd)': { margin: 0, overflowWrap: 'anywhere' },
    ':where(.FieldList dd[data-strong])': { fontWeight: 600 },

    ':where(.CardGrid)': { listStyle: 'none', padding: 0, margin: 0, ...cardColumns },
    ':where(.CardGrid > li)': { display: 'flex', minWidth: 0 },
    // A long card list in windows (CardList over its threshold): rows of the same columns, each
    // placed by the virtualiser (transform) in a box as tall as all the rows.
    ':where(.CardGrid-window)': { position: 'relative', width: '100%' },
    // Each row is its own layout and paint root (contain: content): a row mounted or measured
    // while the page scrolls is laid out and painted alone, not with the rows around it.
    ':where(.CardGrid-row)': { position: 'absolute', top: 0, left: 0, width: '100%', contain: 'content', ...cardColumns },
    ':where(.CardGrid-row > *)': { display: 'flex', minWidth: 0 },

    ':where(.ProjectCard)': { ...outlinedCardBox(theme), borderTopWidth: 6 },
    // The card's two children: its rows (a grid as tall as its content at the top of the grown
    // box) and its action (as wide as its text, where a box padded 8 16 16 px would place it).
    ':where(.ProjectCard-content)': { flexGrow: 1, padding: theme.spacing(2), rowGap: theme.spacing(0.5), alignContent: 'start' },
    ':where(.ProjectCard-action)': {
      ...theme.typography.button,
      alignSelf: 'flex-start',
      margin: theme.spacing(1, 2, 2),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 64,
      padding: '6px 16px',
      borderRadius: radius,
      color: 'rgba(0, 0, 0, 0.87)',
      textDecoration: 'none',
      // No colour transition: a page scrolled under a still pointer hovers one button after another,
      // and each transition restyled and repainted its button for the frames after (issue 38).
    },
    ':where(.ProjectCard-action:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    ...Object.fromEntries(
      tones.flatMap((tone) => [
        [`:where(.ProjectCard[data-tone="${tone}"])`, { borderTopColor: cardColours[tone] }],
        [`:where(.ProjectCard-action[data-tone="${tone}"])`, { backgroundColor: cardColours[tone] }],
        [`:where(.ProjectCard-action[data-tone="${tone}"]:hover)`, { backgroundColor: darken(cardColours[tone], 0.12) }],
      ]),
    ),
  };
}
