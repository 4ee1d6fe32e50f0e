import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLifecycleStatsQuery } from '../../../../api/dashboards';
import type { LifecycleStats } from '../../../../domain/dashboards';
import { statusText } from '../../../../domain/projects';
import { MUTED_COLOUR, NEUTRAL_CHART_COLOUR, PROJECT_CARD_COLOURS } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';
import { Bars } from './Bars';
import { listOf, shownDate } from './format';
import { sampleLifecycleStats } from '../../samples';
import { QueryState } from './QueryState';

const SAMPLE_LIFECYCLE = sampleLifecycleStats();
import { Section } from './Section';

const t = dashboardTexts.project;

/** How many projects the days charts show (the longest first). */
export const LONGEST_SHOWN = 10;

/** The `count` longest durations, longest first (ties by name). */
export function longest(entries: readonly { projectName: string; days: number }[], count = LONGEST_SHOWN) {
  return entries
    .filter((e) => Number.isFinite(e.days))
    .slice()
    .sort((a, b) => b.days - a.days || String(a.projectName).localeCompare(String(b.projectName)))
    .slice(0, count);
}

function DaysChart({ title, entries }: { title: string; entries: LifecycleStats['daysToApproval'] }) {
  const top = useMemo(() => longest(entries).map((e) => ({ label: e.projectName, value: e.days, colour: NEUTRAL_CHART_COLOUR })), [entries]);
  return (
    <Section title={title}>
      {top.length === 0 ? (
        <Typography>{t.noneYet}</Typography>
      ) : (
        <Bars ariaLabel={t.longestChart(title, top.length)} seriesName={t.daysSeries} bars={top} horizontal />
      )}
    </Section>
  );
}

function Stages({ stages }: { stages: LifecycleStats['stages'] }) {
  if (stages.length === 0) return <Typography>{t.noStages}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {stages.map((s, i) => {
        const reached = typeof s.reachedAt === 'string' && s.reachedAt !== '';
        const colour = reached ? PROJECT_CARD_COLOURS.green : MUTED_COLOUR;
        return (
          <Box
            component="li"
            key={`${s.stage}-${i}`}
            data-reached={reached}
            sx={{
              position: 'relative',
              pl: 4,
              pb: i === stages.length - 1 ? 0 : 2,
              // The line joining the stages and the dot of each: pictures of what the words say.
              '&::before': { content: '""', position: 'absolute', left: 7, top: 6, width: 12, height: 12, borderRadius: '50%', border: `2px solid ${colour}`, bgcolor: reached ? colour : '#ffffff', boxSizing: 'border-box', ml: '-2px' },
              '&::after': i === stages.length - 1 ? undefined : { content: '""', position: 'absolute', left: 10, top: 20, bottom: 0, width: 2, bgcolor: '#bdbdbd' },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}>
              {statusText(s.stage)}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: colour, display: 'block' }}>
              {reached ? t.reachedOn(shownDate(s.reachedAt as string)) : t.notReached}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function LifecycleView({ stats, projectName }: { stats: LifecycleStats; projectName: string }) {
  const perStatus = useMemo(
    () => listOf(stats.perStatus).map((s) => ({ label: statusText(s.status), value: s.count, colour: NEUTRAL_CHART_COLOUR })),
    [stats.perStatus],
  );
  return (
    <>
      <Section title={t.perStatusTitle}>
        {perStatus.length === 0 ? (
          <Typography>{t.noneYet}</Typography>
        ) : (
          <Bars ariaLabel={t.perStatusChart} seriesName={t.projectsSeries} bars={perStatus} horizontal />
        )}
      </Section>
      <DaysChart title={t.daysToApprovalTitle} entries={listOf(stats.daysToApproval)} />
      <DaysChart title={t.daysToDeploymentTitle} entries={listOf(stats.daysToDeployment)} />
      <Section title={t.stagesTitle(projectName)}>
        <Stages stages={listOf(stats.stages)} />
      </Section>
    </>
  );
}

/** Lifecycles Stats: projects per status, the longest days to approval and to deployment, and the selected project's stages. */
export function LifecycleBoard({ projectId, projectName, boardLabel }: { projectId: number; projectName: string; boardLabel: string }) {
  const query = useLifecycleStatsQuery(projectId);
  return (
    <QueryState query={query} failure={t.boardFailed(boardLabel)} minHeight={520} sample={SAMPLE_LIFECYCLE}>
      {(stats) => <LifecycleView stats={stats} projectName={projectName} />}
    </QueryState>
  );
}
