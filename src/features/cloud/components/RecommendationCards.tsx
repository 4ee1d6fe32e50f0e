import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, LinearProgress, Typography } from '@mui/material';
import type { Recommendation } from '../../../domain/cloud';
import { techTeamTexts } from '../../../texts/techTeam';
import { serviceRegionOptionsPath } from '../address';

const t = techTeamTexts.cloudParams;

/** 'Services recommended to you are:' — one card per service, best first, each with Select. */
export function RecommendationCards({ recommendations, projectId }: { recommendations: Recommendation[]; projectId: number }) {
  if (recommendations.length === 0) return <Typography>{t.noRecommendations}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {recommendations.map((r) => (
        <Card component="li" key={r.serviceName} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {r.serviceName}
            </Typography>
            <Typography color="text.secondary">{t.matching(r.percentage)}</Typography>
            <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, r.percentage))} aria-hidden sx={{ mt: 1 }} />
          </CardContent>
          <CardActions>
            <Button
              component={RouterLink}
              to={serviceRegionOptionsPath(projectId, r.serviceName)}
              state={{ projectId, service: r.serviceName }}
              variant="contained"
              size="small"
              aria-label={t.selectService(r.serviceName)}
            >
              {t.select}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
