import { useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FieldList } from '../../../../components/FieldList';
import { useResourceManagementQuery } from '../../../../api/dashboards';
import type { ResourceManagement } from '../../../../domain/dashboards';
import { NEUTRAL_CHART_COLOUR, TRACK_COLOUR } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';
import { Bars } from './Bars';
import { listOf, shownMoney, shownNumber } from './format';
import { sampleResourceManagement } from '../../samples';
import { QueryState } from './QueryState';
import { Section } from './Section';

const t = dashboardTexts.project;

type Team = ResourceManagement['team'];
type Environments = ResourceManagement['environments'];

const percent = (value: unknown) => {
  const shown = shownNumber(value);
  return shown === t.notAvailable ? shown : t.percent(shown);
};

function TechStack({ stack }: { stack: ResourceManagement['techStack'] }) {
  if (stack.length === 0) return <Typography>{t.noTechStack}</Typography>;
  return (
    <FieldList
      rows={stack.map((item, i) => ({ key: `${item.layer}-${i}`, label: item.layer, value: item.name }))}
      sx={{ gridTemplateColumns: 'minmax(90px, max-content) 1fr', rowGap: 1 }}
    />
  );
}

function TeamByRole({ team, projectName }: { team: Team; projectName: string }) {
  const bars = useMemo(() => team.map((m) => ({ label: m.role, value: m.members, colour: NEUTRAL_CHART_COLOUR })), [team]);
  if (team.length === 0) return <Typography>{t.noTeam}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Bars ariaLabel={t.teamChart(projectName)} seriesName={t.membersSeries} bars={bars} horizontal />
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.teamTitle}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t.role}</TableCell>
              <TableCell scope="col" align="right">
                {t.members}
              </TableCell>
              <TableCell scope="col" align="right">
                {t.allocation}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.map((m, i) => (
              <TableRow key={`${m.role}-${i}`}>
                <TableCell component="th" scope="row">
                  {m.role}
                </TableCell>
                <TableCell align="right">{shownNumber(m.members)}</TableCell>
                <TableCell align="right">{percent(m.allocationPercent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** The environments' total monthly cost, when they are all in one currency. */
export function totalCost(environments: Environments): { amount: number; currency: string } | null {
  const currencies = new Set(environments.map((e) => e.currency));
  if (environments.length < 2 || currencies.size !== 1 || !environments.every((e) => Number.isFinite(e.monthlyCost))) return null;
  return { amount: environments.reduce((sum, e) => sum + e.monthlyCost, 0), currency: environments[0].currency };
}

function EnvironmentsTable({ environments }: { environments: Environments }) {
  if (environments.length === 0) return <Typography>{t.noEnvironments}</Typography>;
  const total = totalCost(environments);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.environmentsTitle}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t.environment}</TableCell>
            <TableCell scope="col">{t.service}</TableCell>
            <TableCell scope="col" align="right">
              {t.monthlyCost}
            </TableCell>
            <TableCell scope="col">{t.utilisation}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {environments.map((e, i) => (
            <TableRow key={`${e.name}-${i}`}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {e.name}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.service}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {shownMoney(e.monthlyCost, e.currency)}
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>
                {percent(e.utilisationPercent)}
                {Number.isFinite(e.utilisationPercent) && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.max(0, Math.min(100, e.utilisationPercent))}
                    aria-hidden
                    sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: TRACK_COLOUR, '& .MuiLinearProgress-bar': { bgcolor: NEUTRAL_CHART_COLOUR } }}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {total && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t.total}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                {shownMoney(total.amount, total.currency)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

function ResourcesView({ data, projectName }: { data: ResourceManagement; projectName: string }) {
  return (
    <>
      <Section title={t.techStackTitle}>
        <TechStack stack={listOf(data.techStack)} />
      </Section>
      <Section title={t.teamTitle}>
        <TeamByRole team={listOf(data.team)} projectName={projectName} />
      </Section>
      <Section title={t.environmentsTitle}>
        <EnvironmentsTable environments={listOf(data.environments)} />
      </Section>
    </>
  );
}

/** Smart Resource Management: the project's tech stack, its team by role and its environments with their costs. */
export function ResourcesBoard({ projectId, projectName, boardLabel }: { projectId: number; projectName: string; boardLabel: string }) {
  const query = useResourceManagementQuery(projectId);
  const sample = useMemo(() => sampleResourceManagement(projectName), [projectName]);
  return (
    <QueryState query={query} failure={t.boardFailed(boardLabel)} minHeight={520} sample={sample}>
      {(data) => <ResourcesView data={data} projectName={projectName} />}
    </QueryState>
  );
}
