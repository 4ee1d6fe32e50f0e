import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { formatPrice, isSelectablePlan, type PriceListItem } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';

const t = techTeamTexts.planSelection;

/** Green for a selectable plan, pink for an inert one (seed 000 section 2). */
const GREEN = { bg: '#e8f5e9', border: '#2e7d32' };
const PINK = { bg: '#fce4ec', border: '#ad1457' };

function PlanText({ plan, inert }: { plan: PriceListItem; inert: boolean }) {
  return (
    <CardContent>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {plan.productName}
      </Typography>
      <Typography>{formatPrice(plan)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {plan.armRegionName} · {plan.location}
      </Typography>
      {inert && (
        <Typography variant="body2" sx={{ color: PINK.border, fontWeight: 600 }}>
          {t.inertPlan}
        </Typography>
      )}
    </CardContent>
  );
}

/**
 * One plan of the price list. A green plan is a real button (keyboard: Tab, Enter, Space) that
 * chooses it, pressed while chosen; a pink plan is inert: aria-disabled, not a button, not focusable.
 */
export function PlanCard({ plan, chosen, onChoose }: { plan: PriceListItem; chosen: boolean; onChoose: (plan: PriceListItem) => void }) {
  if (!isSelectablePlan(plan)) {
    return (
      <Card variant="outlined" sx={{ height: '100%', bgcolor: PINK.bg, borderColor: PINK.border }}>
        <Box role="group" aria-disabled="true" aria-label={plan.productName} data-plan="inert">
          <PlanText plan={plan} inert />
        </Box>
      </Card>
    );
  }
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', bgcolor: GREEN.bg, borderColor: GREEN.border, borderWidth: chosen ? 3 : 1, boxShadow: chosen ? 4 : 0 }}
    >
      <CardActionArea aria-pressed={chosen} onClick={() => onChoose(plan)} data-plan="selectable" sx={{ height: '100%' }}>
        <PlanText plan={plan} inert={false} />
      </CardActionArea>
    </Card>
  );
}
