import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { db } from '../../../../mocks/core/state';
import type { StoredApp } from '../../../../mocks/apps/model';
import { REPORT_APP_TYPE } from '../../../domain/apps';
import { renderWithProviders } from '../../../testing/renderWithProviders';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts).
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

// Seeded apps (mocks/apps/), project 12 'Aurora Relaunch': cms_preview is a web app,
// lighthouse_audit and sonar_code_scan are report apps (Point and Analyse).

function stored(name: string): StoredApp {
  const app = db.apps.find((a) => a.appName === name);
  if (!app) throw new Error(`no app ${name} in the seed`);
  return app;
}

const dependentApps = () => screen.getByLabelText(/^Dependent App(\s*\*)?$/, { selector: '[role=combobox]' });

describe('AppPage: dependentApp (seed 001 section 2: "multi choice of other apps of the project")', () => {
  it('offers every other app of the project, report apps included, and saves a report app as a dependent app', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const app = stored('cms_preview');
    const others = db.apps.filter((a) => a.projectId === app.projectId && a.appId !== app.appId);
    expect(others.some((a) => a.appType === REPORT_APP_TYPE)).toBe(true);
    await renderWithProviders(null, { route: `/app/${app.appId}/Update`, as: 'tech' });
    await screen.findByText(`${app.appName} · ${app.projectName}`);
    await waitFor(() => expect(dependentApps()).not.toHaveAttribute('aria-disabled'));

    fireEvent.mouseDown(dependentApps());
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect([...offered].sort()).toEqual(others.map((a) => a.appName).sort());

    await user.click(screen.getByRole('option', { name: 'lighthouse_audit' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[role=listbox]')).toBeNull());
    await user.click(screen.getByText('Submit', { selector: 'button' }));
    await screen.findByText('App is updated successfully');
    expect(stored('cms_preview').dependentApp).toContainEqual({ name: 'lighthouse_audit', appId: stored('lighthouse_audit').appId });
  });
});
