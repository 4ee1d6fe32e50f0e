import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { appNameShown, appTypeLabel, REPORT_APP_TYPE } from '../../../domain/apps';
import { appListTexts as t } from '../../../texts/apps';

/** What a card shows of an app: its name as shown, its type (wire value and label), and whether it is a report app. */
export interface AppCardData {
  appId: number;
  /** Upper-cased, underscores as spaces. */
  name: string;
  appType: string;
  typeLabel: string;
  report: boolean;
}

/**
 * One entry of the list answer as a card, or null when it is not an app (a malformed answer must
 * not blank the page): an object with a whole positive appId. A missing name or type shows as such.
 */
export function appCardOf(entry: unknown): AppCardData | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { appId: rawId, appName, appType: rawType } = entry as Record<string, unknown>;
  const appId = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(appId) || appId <= 0) return null;
  const appType = typeof rawType === 'string' ? rawType : '';
  const name = typeof appName === 'string' && appName.trim() ? appNameShown(appName) : t.unnamed(appId);
  return { appId, name, appType, typeLabel: appTypeLabel(appType), report: appType === REPORT_APP_TYPE };
}

/** Where View App and Update App go: the report app pages for a report app (point_analyse). */
export function appLinks(app: Pick<AppCardData, 'appId' | 'report'>): { view: string; update: string } {
  return app.report
    ? { view: `/app/${app.appId}/ViewReport`, update: `/app/${app.appId}/UpdateReport` }
    : { view: `/app/${app.appId}/View`, update: `/app/${app.appId}/Update` };
}

export interface AppCardProps {
  app: AppCardData;
  onDelete: (app: AppCardData) => void;
}

/**
 * A card of the app list (seed 001 section 2): App Name and App Type, then View App, Delete App
 * and Update App (the seed's order). The name is server data, rendered as text; each button's accessible name
 * carries it, so that the buttons of different cards are told apart.
 */
export function AppCard({ app, onDelete }: AppCardProps) {
  const titleId = useId();
  const links = appLinks(app);
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t.appName}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
              {app.name}
            </Typography>
          </Box>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {t.appType}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {app.typeLabel}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button component={RouterLink} to={links.view} variant="contained" size="small" disableElevation aria-label={t.actionLabel(t.viewApp, app.name)}>
          {t.viewApp}
        </Button>
        <Button color="error" variant="outlined" size="small" onClick={() => onDelete(app)} aria-label={t.actionLabel(t.deleteApp, app.name)}>
          {t.deleteApp}
        </Button>
        <Button component={RouterLink} to={links.update} variant="outlined" size="small" aria-label={t.actionLabel(t.updateApp, app.name)}>
          {t.updateApp}
        </Button>
      </CardActions>
    </Card>
  );
}
