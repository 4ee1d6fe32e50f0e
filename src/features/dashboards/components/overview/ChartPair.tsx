import { memo, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BarChart } from '../../../../components/charts';
import { NearView } from '../../../../components/NearView';
import { visuallyHidden } from '../../../../components/visuallyHidden';
import { dashboardTexts } from '../../../../texts/dashboards';

const t = dashboardTexts.overview;

/** The main chart's reserved height (px): the pairs do not jump when their data arrives. */
export const PAIR_CHART_HEIGHT = 220;
export const SUB_CHART_HEIGHT = 220;

export interface ShareBar {
  label: string;
  /** A percentage with 2 decimals ('24.00'). */
  share: string;
  colour: string;
}

export interface SubBar {
  label: string;
  value: number;
  colour: string;
  /** The bar in words ('Alpha: 42 (Good)'). */
  text: string;
}

export interface ChartPairProps {
  label: string;
  /** The main chart's accessible name. */
  chartLabel: string;
  /** null while the data loads. */
  shares: ShareBar[] | null;
  /** The first projects' bars (already cut to SUB_CHART_PROJECTS). */
  sub: SubBar[];
  subSeriesName: string;
  moreDataHref: string;
}

/**
 * A paired chart (seed 001 sections 2 and 4): the shares of the projects per bucket (or impact) as a
 * bar chart and in words, and a toggle arrow that reveals the sub chart of the first projects with
 * a 'More Data' link. Collapsed at first. The page holds thirteen of them: a drawing is made when
 * its place comes near the window (its space is reserved and its shares are in words at once), and
 * a pair whose data did not change is not drawn again.
 */
export const ChartPair = memo(function ChartPair({ label, chartLabel, shares, sub, subSeriesName, moreDataHref }: ChartPairProps) {
  const headingId = useId();
  const subId = useId();
  const [expanded, setExpanded] = useState(false);
  const shareBars = useMemo(() => shares?.map((bar) => ({ label: bar.label, value: Number(bar.share), colour: bar.colour })), [shares]);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <IconButton aria-label={t.showProjects(label)} aria-expanded={expanded} aria-controls={subId} onClick={() => setExpanded((open) => !open)}>
          <ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
        </IconButton>
      </Box>
      <Box sx={{ minHeight: PAIR_CHART_HEIGHT }}>
        {shareBars === undefined ? (
          <Skeleton variant="rectangular" height={PAIR_CHART_HEIGHT} aria-hidden />
        ) : (
          <NearView>
            <BarChart ariaLabel={chartLabel} seriesName={t.shareSeries} bars={shareBars} height={PAIR_CHART_HEIGHT} />
          </NearView>
        )}
      </Box>
      {shares !== null && (
        <Box component="ul" aria-label={chartLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {shares.map((bar) => (
            <Box component="li" key={bar.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: bar.colour, flexShrink: 0 }} />
              <span>
                {bar.label}: {t.percent(bar.share)}
              </span>
            </Box>
          ))}
        </Box>
      )}
      <Box id={subId} hidden={!expanded} sx={{ mt: 2 }}>
        {expanded && (
          <>
            <Typography component="h4" variant="body2" sx={{ fontWeight: 600 }}>
              {t.subChartTitle(sub.length)}
            </Typography>
            {sub.length === 0 ? (
              <Typography variant="body2">{t.noProjects}</Typography>
            ) : (
              <>
                <Box sx={{ minHeight: SUB_CHART_HEIGHT }}>
                  <BarChart ariaLabel={t.subChart(label, sub.length)} seriesName={subSeriesName} bars={sub} height={SUB_CHART_HEIGHT} horizontal />
                </Box>
                <Box component="ul" aria-label={t.subChart(label, sub.length)} sx={{ pl: 2.5, my: 1 }}>
                  {sub.map((bar, i) => (
                    <li key={`${bar.label}-${i}`}>{bar.text}</li>
                  ))}
                </Box>
              </>
            )}
            <Button component={RouterLink} to={moreDataHref} variant="outlined" size="small">
              {t.moreData}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t.moreDataFor(label)}
              </Box>
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
});
