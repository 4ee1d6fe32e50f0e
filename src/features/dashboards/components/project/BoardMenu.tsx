import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PROJECT_BOARDS, type ProjectBoard } from '../../../../domain/dashboards';
import { dashboardTexts } from '../../../../texts/dashboards';

const t = dashboardTexts.project;

/** The address of `board` on the current page: the other query parameters are kept. */
export function boardSearch(search: string, board: ProjectBoard): string {
  const params = new URLSearchParams(search);
  params.set('board', board);
  return `?${params.toString()}`;
}

/**
 * The side menu of the four boards (seed 001 section 2): links, so that a board can be opened in a
 * new tab or shared; the shown one carries aria-current. A column beside the board on wide screens, a
 * wrapping row of tabs above it on a phone.
 */
export function BoardMenu({ active }: { active: ProjectBoard }) {
  const location = useLocation();
  return (
    <Box component="nav" aria-label={t.boardsMenu} sx={{ minWidth: 0 }}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: 1 }}>
        {PROJECT_BOARDS.map((board) => {
          const current = board.id === active;
          return (
            <Box component="li" key={board.id} sx={{ flex: { xs: '1 1 auto', md: 'none' } }}>
              <Button
                component={RouterLink}
                to={{ pathname: location.pathname, search: boardSearch(location.search, board.id) }}
                aria-current={current ? 'page' : undefined}
                variant={current ? 'contained' : 'outlined'}
                disableElevation
                fullWidth
                sx={{ justifyContent: { xs: 'center', md: 'flex-start' }, textAlign: 'left', minHeight: 44 }}
              >
                {board.label}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
