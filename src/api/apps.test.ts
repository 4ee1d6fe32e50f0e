import { http, HttpResponse, server } from '../../mocks/node';
import { appsContract } from '../domain/contract/apps';
import { urlOf } from './call';
import { fetchApps, fetchConsoleLog } from './apps';
import { webAppRead } from '../testing/appRead';

const app = webAppRead({ appId: 4, projectId: 12, projectName: 'Harbor' });
const answerApps = (body: Parameters<typeof HttpResponse.json>[0]) => server.use(http.get(`/${urlOf(appsContract.list, { projectId: 12 })}`, () => HttpResponse.json(body)));

describe('apps: answers wrapped as {result} or bare, checked against the contract', () => {
  it('reads the list from {result: [...]} and from a bare list; App Admin and the app URL left out read as null', async () => {
    answerApps({ result: [app] });
    await expect(fetchApps(12)).resolves.toEqual([app]);
    const { appServiceUrl: _a, appUrl: _b, ...withoutUrls } = app;
    answerApps([withoutUrls]);
    await expect(fetchApps(12)).resolves.toEqual([app]);
  });

  it('refuses an app of an undocumented type, naming the entry', async () => {
    answerApps({ result: [{ ...app, appType: 'mainframe' }] });
    await expect(fetchApps(12)).rejects.toMatchObject({ code: 'malformed', message: expect.stringContaining('apps.list') });
  });

  it('reads a console log as text; a log that is not text is malformed', async () => {
    const url = `/${urlOf(appsContract.consoleLog, { buildNo: 9 })}`;
    server.use(http.get(url, () => HttpResponse.json({ result: 'Started by user tech' })));
    await expect(fetchConsoleLog(9)).resolves.toBe('Started by user tech');
    server.use(http.get(url, () => HttpResponse.json({ result: 42 })));
    await expect(fetchConsoleLog(9)).rejects.toMatchObject({ code: 'malformed' });
  });
});
