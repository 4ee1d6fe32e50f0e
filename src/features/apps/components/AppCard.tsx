import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GlobalStyles } from '@mui/material';
import { alpha, type PaletteColor, type Theme } from '@mui/material/styles';
import { FieldList } from '../../../components/FieldList';
import { outlinedCardBox } from '../../../shared/staticStyles';
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
  /** The user certainly may not change the project's apps: View App only. */
  readOnly?: boolean;
}

/**
 * The app cards' rules, by class name, computed once from the theme (the look of MUI's outlined
 * Card and small Buttons: contained for View App, outlined for Delete App and Update App). A list
 * of 2,000 cards renders plain elements: no emotion style work and no MUI components per card
 * (issue 27: a scroll that brought rows of MUI cards spent its long task there). :where() keeps
 * them without specificity.
 */
export function appCardRules(theme: Theme) {
  const radius = theme.shape.borderRadius;
  const tone = (palette: PaletteColor) => ({
    color: palette.main,
    border: `1px solid ${alpha(palette.main, 0.5)}`,
    padding: '3px 9px',
  });
  const hover = (palette: PaletteColor) => ({ backgroundColor: alpha(palette.main, theme.palette.action.hoverOpacity), borderColor: palette.main });
  return {
    ':where(.AppCard)': outlinedCardBox(theme),
    ':where(.AppCard-content)': { flexGrow: 1, padding: theme.spacing(2) },
    ':where(.AppCard-content > .FieldList)': { rowGap: theme.spacing(0.5), alignItems: 'baseline' },
    ':where(.AppCard-name)': { ...theme.typography.subtitle1, margin: 0, fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' },
    ':where(.AppCard-actions)': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: theme.spacing(1), padding: theme.spacing(1, 2, 2) },
    ':where(.AppCard-action)': {
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 64,
      margin: 0,
      borderRadius: radius,
      backgroundColor: 'transparent',
      textDecoration: 'none',
      cursor: 'pointer',
      // No colour transition (as the project cards': src/shared/staticStyles.ts): a scroll under a
      // still pointer would animate each button it passes for the frames after.
      ...tone(theme.palette.primary),
    },
    ':where(.AppCard-action:hover)': hover(theme.palette.primary),
    ':where(.AppCard-action:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    ':where(.AppCard-action[data-variant="contained"])': {
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
      border: 0,
      padding: '4px 10px',
    },
    ':where(.AppCard-action[data-variant="contained"]:hover)': { backgroundColor: theme.palette.primary.dark },
    ':where(.AppCard-action[data-variant="error"])': tone(theme.palette.error),
    ':where(.AppCard-action[data-variant="error"]:hover)': hover(theme.palette.error),
  };
}

/** The app cards' style sheet: render it once above a list of app cards (a constant element: it never renders again). */
export const AppCardStyles = <GlobalStyles styles={appCardRules} />;

/**
 * A card of the app list (seed 001 section 2): App Name and App Type, then View App, Delete App
 * and Update App (the seed's order; View App only when the user certainly may not change them). The name is server data, rendered as text; each control's
 * accessible name carries it, so that the controls of different cards are told apart. Plain
 * elements styled by the static .AppCard rules (AppCardStyles): a card costs no style work.
 */
export function AppCard({ app, onDelete, readOnly = false }: AppCardProps) {
  const titleId = useId();
  const links = appLinks(app);
  return (
    <article className="AppCard" aria-labelledby={titleId}>
      <div className="AppCard-content">
        <FieldList
          variant="body2"
          rows={[
            {
              label: t.appName,
              value: (
                <h2 id={titleId} className="AppCard-name">
                  {app.name}
                </h2>
              ),
            },
            { label: t.appType, value: app.typeLabel },
          ]}
        />
      </div>
      <div className="AppCard-actions">
        <RouterLink className="AppCard-action" data-variant="contained" to={links.view} aria-label={t.actionLabel(t.viewApp, app.name)}>
          {t.viewApp}
        </RouterLink>
        {!readOnly && (
          <>
            <button type="button" className="AppCard-action" data-variant="error" onClick={() => onDelete(app)} aria-label={t.actionLabel(t.deleteApp, app.name)}>
              {t.deleteApp}
            </button>
            <RouterLink className="AppCard-action" to={links.update} aria-label={t.actionLabel(t.updateApp, app.name)}>
              {t.updateApp}
            </RouterLink>
          </>
        )}
      </div>
    </article>
  );
}
