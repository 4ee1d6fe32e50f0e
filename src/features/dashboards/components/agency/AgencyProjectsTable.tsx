import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { performanceCard, type AgencyDashboard } from '../../../../domain/dashboards';
import { statusText } from '../../../../domain/projects';
import { OVERVIEW_CARD_COLOURS, OVERVIEW_CARD_TINTS } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';

const t = dashboardTexts.agency;

/** A score in the card colour of seed 001 section 9, with its word ('Good', 'Average') beside it. */
function ScoreCell({ score }: { score: number }) {
  const { colour, text } = performanceCard('performanceScore', score);
  return (
    <Box
      component="span"
      data-colour={colour}
      sx={{ display: 'inline-flex', gap: 0.75, px: 1, py: 0.25, borderRadius: 1, bgcolor: OVERVIEW_CARD_TINTS[colour], color: OVERVIEW_CARD_COLOURS[colour], fontWeight: 600 }}
    >
      <span>{score}</span>
      <span>{text}</span>
    </Box>
  );
}

/** The agency's projects: name, status (underscores as spaces), performance score and on-time share. */
export function AgencyProjectsTable({ projects }: { projects: AgencyDashboard['projects'] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t.projectsTitle}
      </Typography>
      {projects.length === 0 ? (
        <Typography>{t.noProjects}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t.project}</TableCell>
                <TableCell scope="col">{t.status}</TableCell>
                <TableCell scope="col">{t.performanceScore}</TableCell>
                <TableCell scope="col" align="right">
                  {t.onTime}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {projects.map((project, i) => (
                <TableRow key={`${project.projectName}-${i}`}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {project.projectName}
                  </TableCell>
                  <TableCell>{statusText(project.status)}</TableCell>
                  <TableCell>
                    <ScoreCell score={project.performanceScore} />
                  </TableCell>
                  <TableCell align="right">{t.percent(project.onTimePercent)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
