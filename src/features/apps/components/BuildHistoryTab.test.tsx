import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, server } from '../../../../mocks/node';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BuildHistoryTab } from './BuildHistoryTab';

// An app and a build no other test uses: the log is read afresh.
const APP_ID = 91_000;
const BUILD_NO = 91_001;

describe('BuildHistoryTab: the build log', () => {
  it('mounts the log hidden while it is read (the spinner names it), and shows the same log with its first lines', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const text = '2024-05-01T10:00:00.0000000Z first line\n2024-05-01T10:00:01.0000000Z second line\n';
    server.use(
      http.get('*/api/v2/cicd/buildhistory/:appId', () => HttpResponse.json([{ buildNo: BUILD_NO, buildStatus: 'SUCCESS', appId: APP_ID }])),
      http.get('*/api/v2/cicdconsolelog/:buildNo/progressiveText', async () => {
        await held;
        return new HttpResponse(text, { headers: { 'X-Text-Size': String(text.length) } });
      }),
    );
    await renderWithProviders(<BuildHistoryTab appId={APP_ID} />, { as: 'tech' });
    expect(await screen.findByRole('progressbar', { name: `Console log of build #${BUILD_NO}` })).toBeInTheDocument();
    // The log's toolbar and box are there already (mounted once the spinner has painted), hidden, and unnamed (no second element of that name).
    await waitFor(() => expect(document.querySelector('.ConsoleLog')).not.toBeNull());
    const mounted = document.querySelector('.ConsoleLog');
    expect(mounted?.closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.getAllByLabelText(`Console log of build #${BUILD_NO}`)).toHaveLength(1);
    release();
    expect(await screen.findByText(/Z first line$/)).toBeVisible();
    expect(screen.getByRole('log', { name: `Console log of build #${BUILD_NO}` })).toBeVisible();
    // The same log, now shown: no second mount once the lines arrived.
    expect(document.querySelector('.ConsoleLog')).toBe(mounted);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: `Console log of build #${BUILD_NO}` })).toBeNull());
  });
});
