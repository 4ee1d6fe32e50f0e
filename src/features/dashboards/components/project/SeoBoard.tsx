import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import type { ApexOptions } from 'apexcharts';
import { useSeoMonitoringQuery, useSeoRecordsQuery } from '../../../../api/dashboards';
import { isForbidden } from '../../../../api/errors';
import { Chart } from '../../../../components/charts';
import { bucketOf, SEO_CHART_METRICS, type BucketMetric, type SeoMonitoring, type SeoRecord } from '../../../../domain/dashboards';
import { neutralLine, PROJECT_BUCKET_COLOURS, PROJECT_CARD_COLOURS } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';
import { listOf, shownNumber } from './format';
import { sampleSeoMonitoring } from '../../samples';
import { ProjectFiguresNotThere, QueryState } from './QueryState';
import { Section } from './Section';

const t = dashboardTexts.project;

const PERCENT: ReadonlySet<BucketMetric> = new Set(['newUsersPercent', 'returningVisitors', 'bounceRate', 'clickThroughRate']);

function withUnit(metric: BucketMetric, value: unknown): string {
  const shown = shownNumber(value);
  if (shown === t.notAvailable) return shown;
  if (PERCENT.has(metric)) return t.percent(shown);
  return metric === 'avgSessionDuartion' ? t.seconds(shown) : shown;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The SEO record of `projectName` (names compared without case or outer spaces). */
export function seoRecordOf(records: readonly SeoRecord[], projectName: string): SeoRecord | undefined {
  return records.find((r) => typeof r.projectName === 'string' && sameName(r.projectName, projectName));
}

function Figure({ label, value, metric }: { label: string; value: unknown; metric?: BucketMetric }) {
  const bucket = metric && typeof value === 'number' && Number.isFinite(value) ? bucketOf(metric, value) : null;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-figure={metric ?? label}
      data-bucket={bucket ?? 'none'}
      sx={{ listStyle: 'none', p: 2, minWidth: 0, borderLeft: `6px solid ${bucket ? PROJECT_BUCKET_COLOURS[bucket] : '#9e9e9e'}` }}
    >
      <Typography component="h4" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
        {metric ? withUnit(metric, value) : shownNumber(value)}
      </Typography>
      {bucket && (
        <Typography component="p" variant="body2" sx={{ color: PROJECT_BUCKET_COLOURS[bucket], fontWeight: 600 }}>
          {t.bucket(bucket)}
        </Typography>
      )}
    </Paper>
  );
}

function Figures({ record }: { record: SeoRecord }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
      <Figure label={t.users} value={record.users} />
      <Figure label={t.numberOfUsers} value={record.numberOfUsers} />
      {SEO_CHART_METRICS.map(({ metric, label }) => (
        <Figure key={metric} label={label} metric={metric} value={record[metric]} />
      ))}
    </Box>
  );
}

function RankChange({ rank, previousRank }: { rank: number; previousRank: number }) {
  const places = previousRank - rank;
  if (!Number.isFinite(places) || places === 0) return <>{Number.isFinite(places) ? t.noChange : t.notAvailable}</>;
  const up = places > 0;
  const Icon = up ? UpIcon : DownIcon;
  return (
    <Box component="span" data-change={up ? 'up' : 'down'} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: PROJECT_CARD_COLOURS[up ? 'green' : 'red'] }}>
      <Icon fontSize="small" aria-hidden />
      {up ? t.up(places) : t.down(-places)}
    </Box>
  );
}

function Keywords({ keywords }: { keywords: SeoMonitoring['keywords'] }) {
  if (keywords.length === 0) return <Typography>{t.noKeywords}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.keywordsTitle}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t.keyword}</TableCell>
            <TableCell scope="col" align="right">
              {t.rank}
            </TableCell>
            <TableCell scope="col">{t.change}</TableCell>
            <TableCell scope="col" align="right">
              {t.searchVolume}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keywords.map((k, i) => (
            <TableRow key={`${k.keyword}-${i}`}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {k.keyword}
              </TableCell>
              <TableCell align="right">{shownNumber(k.rank)}</TableCell>
              <TableCell>
                <RankChange rank={k.rank} previousRank={k.previousRank} />
              </TableCell>
              <TableCell align="right">{shownNumber(k.searchVolume)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Backlinks({ backlinks, projectName }: { backlinks: SeoMonitoring['backlinks']; projectName: string }) {
  const options = useMemo<ApexOptions>(
    () => ({
      xaxis: { categories: backlinks.map((b) => b.month), labels: { rotate: -45, hideOverlappingLabels: true } },
      yaxis: { labels: { formatter: (value: number) => shownNumber(Math.round(value)) } },
      ...neutralLine(),
    }),
    [backlinks],
  );
  const series = useMemo(() => [{ name: t.backlinksSeries, data: backlinks.map((b) => b.count) }], [backlinks]);
  if (backlinks.length === 0) return <Typography>{t.noBacklinks}</Typography>;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Chart type="line" options={options} series={series} height={260} ariaLabel={t.backlinksChart(projectName, backlinks.length)} />
    </Box>
  );
}

/**
 * SEO Monitoring: the project's SEO record (GET /get_dfc_Seodashboard, matched by project name) as
 * figures with their buckets in words, then the extension's keyword ranks and 12 months of backlinks.
 * The two answers load and fail on their own.
 */
export function SeoBoard({ projectId, projectName, boardLabel }: { projectId: number; projectName: string | undefined; boardLabel: string }) {
  const records = useSeoRecordsQuery();
  const monitoring = useSeoMonitoringQuery(projectId);
  const name = projectName ?? monitoring.currentData?.projectName;
  const shownName = name ?? t.projectFallbackName(projectId);
  const waitingForName = name === undefined && monitoring.isFetching;
  const sample = useMemo(() => sampleSeoMonitoring(shownName), [shownName]);
  // The project is not the user's (403): the SEO records are theirs only, so the board says that alone.
  if (monitoring.isError && isForbidden(monitoring.error)) return <ProjectFiguresNotThere />;
  return (
    <>
      <Section title={t.seoFiguresTitle}>
        <QueryState query={waitingForName ? { ...records, currentData: undefined } : records} failure={t.sectionFailed(`${boardLabel}: ${t.seoFiguresTitle}`)} minHeight={260}>
          {(all) => {
            const record = name === undefined ? undefined : seoRecordOf(listOf(all), name);
            return record ? <Figures record={record} /> : <Typography>{t.noSeoRecord(shownName)}</Typography>;
          }}
        </QueryState>
      </Section>
      <QueryState
        query={monitoring}
        failure={t.sectionFailed(`${boardLabel}: ${t.keywordsTitle}, ${t.backlinksTitle}`)}
        minHeight={420}
        sample={sample}
      >
        {(data) => (
          <>
            <Section title={t.keywordsTitle}>
              <Keywords keywords={listOf(data.keywords)} />
            </Section>
            <Section title={t.backlinksTitle}>
              <Backlinks backlinks={listOf(data.backlinks)} projectName={shownName} />
            </Section>
          </>
        )}
      </QueryState>
    </>
  );
}
