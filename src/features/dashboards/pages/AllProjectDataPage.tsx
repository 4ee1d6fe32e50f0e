import { useMemo, type ChangeEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePerformanceOverallQuery, useDashboardRecommendationsQuery, useSeoRecordsQuery } from '../../../api/dashboards';
import { RetryAlert } from '../../../components/RetryAlert';
import { dashboardTexts } from '../../../texts/dashboards';
import { AllProjectDataTable } from '../components/overview/AllProjectDataTable';
import type { TableData } from '../components/overview/gridRows';
import {
  DASHBOARD_PATH,
  DATA_KEYS,
  impactRows,
  keyFromSearch,
  keyFromValue,
  keyValue,
  labelOf,
  overallRows,
  searchOf,
  seoRows,
  type DataKey,
} from '../components/overview/metrics';

const t = dashboardTexts.overview.allData;

/** The one query the chosen key reads (the others are skipped). */
function useKeyData(key: DataKey): { data: TableData; loading: boolean; failed: boolean; retry: () => void } {
  const seoMetric = key.kind === 'metric' && key.metric !== 'performanceScore' ? key.metric : null;
  const seo = useSeoRecordsQuery(undefined, { skip: seoMetric === null });
  const overall = usePerformanceOverallQuery(undefined, { skip: !(key.kind === 'metric' && key.metric === 'performanceScore') });
  const recommendations = useDashboardRecommendationsQuery(undefined, { skip: key.kind !== 'list' });
  const query = key.kind === 'list' ? recommendations : seoMetric !== null ? seo : overall;
  const data = useMemo<TableData>(() => {
    if (key.kind === 'list') return { kind: 'list', rows: impactRows(recommendations.data?.[key.list]) };
    if (seoMetric !== null) return { kind: 'metric', rows: seoRows(seo.data ?? [], seoMetric) };
    return { kind: 'metric', rows: overallRows(overall.data ?? []) };
  }, [key, seoMetric, seo.data, overall.data, recommendations.data]);
  return { data, loading: query.isFetching, failed: query.isError, retry: () => void query.refetch() };
}

/**
 * /overview/AllProjectData?metric=…|list=… (seed 001 section 2, 'More Data'): every project's
 * figures for the chosen metric or recommendation list, the choice kept in the address.
 */
export default function AllProjectDataPage() {
  const [params, setParams] = useSearchParams();
  const key = keyFromSearch(params);
  const label = labelOf(key);
  const { data, loading, failed, retry } = useKeyData(key);
  const fileKey = key.kind === 'list' ? key.list : key.metric;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = keyFromValue(event.target.value);
    if (chosen) setParams(new URLSearchParams(searchOf(chosen)));
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Link component={RouterLink} to={DASHBOARD_PATH}>
        {t.back}
      </Link>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 2 }}>
        {t.title}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <TextField select label={t.metricLabel} value={keyValue(key)} onChange={onChoose} size="small" sx={{ minWidth: { xs: '100%', sm: 320 } }}>
          {DATA_KEYS.map((option) => (
            <MenuItem key={keyValue(option)} value={keyValue(option)}>
              {labelOf(option)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {failed ? (
        <RetryAlert onRetry={retry}>{t.failed}</RetryAlert>
      ) : (
        <AllProjectDataTable key={data.kind} data={data} label={label} fileKey={fileKey} loading={loading} />
      )}
    </Container>
  );
}
