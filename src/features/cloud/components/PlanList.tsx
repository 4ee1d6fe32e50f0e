import { Box, Button, Stack, Typography } from '@mui/material';
import { usePriceListQuery } from '../../../api/cloud';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { lastPage, nextDisabled, previousDisabled, type PriceListItem } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';
import { PlanCard } from './PlanCard';

const t = techTeamTexts.planSelection;

export interface PlanListProps {
  service: string;
  region: string;
  page: number;
  onPage: (page: number) => void;
  chosen: PriceListItem | null;
  onChoose: (plan: PriceListItem) => void;
}

function samePlan(a: PriceListItem | null, b: PriceListItem): boolean {
  return a !== null && a.skuId === b.skuId && a.productName === b.productName && a.skuName === b.skuName;
}

/** The price list of a service in a region, five plans a page, with Previous / Next (seed 000 section 5). */
export function PlanList({ service, region, page, onPage, chosen, onChoose }: PlanListProps) {
  const plans = usePriceListQuery({ service, region, page });
  const list = plans.currentData;

  let body;
  if (list) {
    body =
      list.items.length === 0 ? (
        <Typography>{t.noPlans}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {list.items.map((plan, index) => (
            <li key={`${plan.skuId}-${index}`}>
              <PlanCard plan={plan} chosen={samePlan(chosen, plan)} onChoose={onChoose} />
            </li>
          ))}
        </Box>
      );
  } else if (plans.isError && !plans.isFetching) {
    body = <RetryAlert onRetry={() => void plans.refetch()}>{t.plansFailed}</RetryAlert>;
  } else body = <PageLoading label={t.loadingPlans} />;

  const total = list?.totalItems ?? 0;
  return (
    <Box component="section" aria-labelledby="plans-title">
      <Typography id="plans-title" variant="h5" component="h2" gutterBottom>
        {t.plansTitle}
      </Typography>
      {body}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }} component="nav" aria-label={t.plansTitle}>
        <Button variant="outlined" disabled={!list || previousDisabled(page)} onClick={() => onPage(page - 1)}>
          {t.previous}
        </Button>
        {list && <Typography aria-live="polite">{t.pageOf(page + 1, lastPage(total) + 1)}</Typography>}
        <Button variant="outlined" disabled={!list || nextDisabled(total, page)} onClick={() => onPage(page + 1)}>
          {t.next}
        </Button>
      </Stack>
    </Box>
  );
}
