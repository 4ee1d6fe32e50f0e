import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { usePerformanceOverallQuery, useDashboardRecommendationsQuery } from '../../../../api/dashboards';
import { RetryAlert } from '../../../../components/RetryAlert';
import { PERFORMANCE_CHART_LISTS, type OverallRecord, type RecommendationsResponse } from '../../../../domain/dashboards';
import { dashboardTexts } from '../../../../texts/dashboards';
import { ChartPair, type ChartPairProps } from './ChartPair';
import { DashboardSection } from './DashboardSection';
import { bucketBars, impactBars, impactShareBars, valueBars } from './bars';
import { LoadingNote } from './LoadingNote';
import { impactRows, moreDataHref, overallRows } from './metrics';
import { PairGrid } from './PairGrid';

const t = dashboardTexts.overview;

const [OVERALL, ...LISTS] = PERFORMANCE_CHART_LISTS;

function overallPair(records: readonly OverallRecord[] | undefined): ChartPairProps {
  const rows = records ? overallRows(records) : [];
  return {
    label: OVERALL.label,
    chartLabel: t.bucketChart(OVERALL.label),
    shares: records ? bucketBars('performanceScore', rows) : null,
    sub: valueBars(rows),
    subSeriesName: OVERALL.label,
    moreDataHref: moreDataHref({ kind: 'metric', metric: 'performanceScore' }),
  };
}

function listPair(response: RecommendationsResponse | undefined, list: (typeof LISTS)[number]): ChartPairProps {
  const rows = impactRows(response?.[list.list]);
  return {
    label: list.label,
    chartLabel: t.impactChart(list.label),
    shares: response ? impactShareBars(rows) : null,
    sub: impactBars(rows),
    subSeriesName: t.impactLevelSeries,
    moreDataHref: moreDataHref({ kind: 'list', list: list.list }),
  };
}

/**
 * Performance Metrics Dashboard: the performance score buckets (GET /get_dfc_performanceoverall)
 * and the five recommendation lists by impact (GET /dfc_recommendations); each call fails alone.
 */
export function PerformanceSection() {
  const overall = usePerformanceOverallQuery();
  const recommendations = useDashboardRecommendationsQuery();
  const overallData = overall.isError ? undefined : overall.data;
  const listsData = recommendations.isError ? undefined : recommendations.data;
  const first = useMemo(() => overallPair(overallData), [overallData]);
  const lists = useMemo(() => LISTS.map((list) => listPair(listsData, list)), [listsData]);
  return (
    <DashboardSection title={t.performanceTitle}>
      {(overall.isError || recommendations.isError) && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          {overall.isError && <RetryAlert onRetry={() => void overall.refetch()}>{t.overallFailed}</RetryAlert>}
          {recommendations.isError && <RetryAlert onRetry={() => void recommendations.refetch()}>{t.recommendationsFailed}</RetryAlert>}
        </Stack>
      )}
      {(overall.isLoading || recommendations.isLoading) && <LoadingNote />}
      <PairGrid>
        {!overall.isError && <ChartPair {...first} />}
        {!recommendations.isError && lists.map((pair) => <ChartPair key={pair.label} {...pair} />)}
      </PairGrid>
    </DashboardSection>
  );
}
