/**
 * The large demo's records read through the mock's handlers fit the contract's schemas: the
 * lists, a generated project of every template, the portfolio project's apps, builds, console log,
 * team and tasks, the big inbox and the dashboards.
 */
import { contract, buildPath, type AnyEndpoint } from '../../src/domain/contract';
import { checkAnswer } from '../../src/domain/contract/check';
import { db, resetDb } from '../core/state';
import { call, signInAs } from '../testing';
import { LARGE, PORTFOLIO_NAME, setMockScale } from '.';

jest.setTimeout(60000);

beforeEach(() => {
  setMockScale('large');
  resetDb();
});
afterEach(() => setMockScale('normal'));

async function read(endpoint: AnyEndpoint, token: string, params: Record<string, string | number> = {}): Promise<unknown> {
  const path = buildPath(endpoint, params);
  const response = await call(path.startsWith('/') ? path : `/${path}`, { token });
  expect(`${endpoint.id} ${response.status}`).toBe(`${endpoint.id} 200`);
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // A text answer (the console log).
  }
  const check = checkAnswer(endpoint, data);
  expect(check.ok ? 'ok' : `${endpoint.id}: ${check.problem.field}: ${check.problem.problem}`).toBe('ok');
  return data;
}

/** The apps service's answers come bare or as {result}. */
const resultOf = <T,>(data: unknown): T => (typeof data === 'object' && data !== null && 'result' in data ? (data as { result: T }).result : (data as T));

const portfolio = () => db.projects.find((p) => p.projectName === PORTFOLIO_NAME)!;

it('answers the lists, a project of every template and the dashboards within the contract', async () => {
  const gbm = await signInAs('gbm');
  const approved = (await read(contract.projects.approvedForGbm, gbm)) as unknown[];
  expect(approved.length).toBeGreaterThan(1000);
  await read(contract.projects.submitted, gbm);
  await read(contract.projects.assigned, await signInAs('gagency'));
  const templates = db.projects.filter((p) => p.projectId >= portfolio().projectId).slice(0, 34);
  for (const project of templates) await read(contract.projects.details, gbm, { projectId: project.projectId });
  const seo = (await read(contract.dashboards.seo, gbm)) as unknown[];
  expect(seo.length).toBeGreaterThanOrEqual(LARGE.dashboards);
  await read(contract.dashboards.overallAgencyDashboard, gbm);
  await read(contract.dashboards.performance, gbm, { projectId: portfolio().projectId });
  await read(contract.notifications.page, gbm, { page: 1 });
});

it("answers the portfolio project's apps, builds, log, team and tasks within the contract", async () => {
  const tech = await signInAs('tech');
  const { projectId } = portfolio();
  expect(resultOf<unknown[]>(await read(contract.apps.list, tech, { projectId }))).toHaveLength(LARGE.apps);
  const first = db.apps.find((a) => a.projectId === projectId)!;
  const history = resultOf<unknown[]>(await read(contract.apps.buildHistory, tech, { appId: first.appId }));
  expect(history.length).toBeGreaterThanOrEqual(LARGE.builds);
  const last = db.appBuilds.filter((b) => b.appId === first.appId).at(-1)!;
  const log = resultOf<string>(await read(contract.apps.consoleLog, tech, { buildNo: last.buildNo }));
  expect(log.split('\n')).toHaveLength(LARGE.logLines);
  const team = (await read(contract.team.members, tech, { projectId })) as unknown[];
  expect(team).toHaveLength(LARGE.teamMembers);
  const tasks = (await read(contract.tasks.list, tech, { projectId })) as unknown[];
  expect(tasks).toHaveLength(LARGE.tasks);
});
