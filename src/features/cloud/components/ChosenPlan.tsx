import { Button, Paper, Stack, Typography } from '@mui/material';
import { formatMonthlyEstimate, formatPrice, monthlyEstimate, type PriceListItem } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';

const t = techTeamTexts.planSelection;

export interface ChosenPlanProps {
  plan: PriceListItem;
  expectedHits: number | null;
  onCreate: () => void;
  disabled: boolean;
}

/** Cost before commitment (issue 7): the chosen plan, its monthly estimate, then the create button. */
export function ChosenPlan({ plan, expectedHits, onCreate, disabled }: ChosenPlanProps) {
  const estimate = monthlyEstimate(plan, expectedHits);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="chosen-plan-title" sx={{ p: 2 }}>
      <Typography id="chosen-plan-title" variant="h6" component="h2">
        {t.chosenPlan}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {plan.productName} ({plan.skuName}): {formatPrice(plan)}
      </Typography>
      {estimate === null ? (
        <Typography color="text.secondary">{t.noEstimate}</Typography>
      ) : (
        <>
          <Typography variant="h6" component="p" data-testid="monthly-estimate">
            {t.monthlyEstimate(formatMonthlyEstimate(estimate, plan.currencyCode))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.estimateBasis(expectedHits === null ? t.none : expectedHits.toLocaleString('en-US'))}
          </Typography>
        </>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button variant="contained" color="success" onClick={onCreate} disabled={disabled}>
          {t.createWithPlan}
        </Button>
      </Stack>
    </Paper>
  );
}
