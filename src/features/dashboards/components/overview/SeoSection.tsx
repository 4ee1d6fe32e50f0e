import { useMemo } from 'react';
import { useSeoRecordsQuery } from '../../../../api/dashboards';
import { RetryAlert } from '../../../../components/RetryAlert';
import { SEO_CHART_METRICS, type SeoRecord } from '../../../../domain/dashboards';
import { dashboardTexts } from '../../../../texts/dashboards';
import { ChartPair, type ChartPairProps } from './ChartPair';
import { DashboardSection } from './DashboardSection';
import { bucketBars, valueBars } from './bars';
import { LoadingNote } from './LoadingNote';
import { moreDataHref, seoRows, type SeoMetric } from './metrics';
import { PairGrid } from './PairGrid';

const t = dashboardTexts.overview;

function pairOf(records: readonly SeoRecord[] | undefined, metric: SeoMetric, label: string): ChartPairProps {
  const rows = records ? seoRows(records, metric) : [];
  return {
    label,
    chartLabel: t.bucketChart(label),
    shares: records ? bucketBars(metric, rows) : null,
    sub: valueBars(rows),
    subSeriesName: label,
    moreDataHref: moreDataHref({ kind: 'metric', metric }),
  };
}

/** SEO Metrics Dashboard: the seven chart pairs of GET /get_dfc_Seodashboard. */
export function SeoSection() {
  const { data, isError, isLoading, refetch } = useSeoRecordsQuery();
  const records = isError ? undefined : data;
  const pairs = useMemo(() => SEO_CHART_METRICS.map(({ metric, label }) => pairOf(records, metric, label)), [records]);
  return (
    <DashboardSection title={t.seoTitle}>
      {isError ? (
        <RetryAlert onRetry={() => void refetch()}>{t.seoFailed}</RetryAlert>
      ) : (
        <>
          {isLoading && <LoadingNote />}
          <PairGrid>
            {pairs.map((pair) => (
              <ChartPair key={pair.label} {...pair} />
            ))}
          </PairGrid>
        </>
      )}
    </DashboardSection>
  );
}
