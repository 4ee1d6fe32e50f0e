import { BUILD_JOBS, DEVOPS_CHAIN_SERVER_STEPS, DEVOPS_CHAIN_STEP_MS } from '../../src/domain/techTeam';
import { BUILD_MS, BUILD_QUEUED_MS, fileSlug, lighthouseArtifactName, triggerBuild } from '../buildServer/buildServer';
import { advanceClock, setClockSpeed } from '../core/clock';
import { createResource, type EnvironmentJobResult } from '../cloud/environments';
import { clearFaults } from '../core/faults';
import { advanceJobs, findJob } from '../core/jobs';
import { findProject } from '../projects/projects';
import { db } from '../core/state';
import { setPipelineCode } from './model';
import { devopsUrlOf, startDevopsChain } from './techTeam';
import { notCsv } from './files';
import { projectActivity } from './activity';
import { projectOfContainer, sonarVersionPassed, startSonarAnalysis } from './stages';
import type { MockUser } from '../core/types';
import type { StoredProject } from '../projects/types';

const user = (username: string) => db.users.find((u) => u.username === username) as MockUser;
const project = (id: number) => findProject(id) as StoredProject;
const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(() => {
  setClockSpeed(0);
  clearFaults();
});

describe('the job kinds', () => {
  it('time the chain with DEVOPS_CHAIN_STEP_MS (3 to 7 s a step) and the builds with a queue step', () => {
    const started = startDevopsChain(user('tech'), 29);
    if (!started.ok) throw new Error(started.message);
    const chain = findJob(started.value.jobId)!;
    expect(chain.steps.map((s) => [s.name, s.durationMs])).toEqual(DEVOPS_CHAIN_SERVER_STEPS.map((s) => [s.id, DEVOPS_CHAIN_STEP_MS[s.id]]));
    expect(chain.steps.every((s) => s.durationMs >= 3000 && s.durationMs <= 7000)).toBe(true);
    expect(BUILD_QUEUED_MS).toBe(4000);
    expect(BUILD_MS).toEqual({ 'dfc-deploy-web-app': 12_000, 'dfc-docker-image': 15_000, 'dfc-lighthouse': 10_000 });
  });
});

describe('the tables', () => {
  it('seed the static web app of the static-site project (17), no upload, and the build counters', () => {
    expect(db.staticWebApps.map((r) => r.projectId)).toEqual([17]);
    expect(db.projectUploads).toEqual([]);
    expect(db.buildNumbers).toEqual({ 'dfc-deploy-web-app': 1, 'dfc-docker-image': 1, 'dfc-lighthouse': 1 });
    expect(db.sequences).toMatchObject({ buildQueueId: 1, uploadId: 1 });
  });

  it('number queue items across jobs and builds per job', () => {
    const tech = user('tech');
    const a = triggerBuild(tech, BUILD_JOBS.deployWebApp, { projectId: '14' });
    const b = triggerBuild(tech, BUILD_JOBS.lighthouse, { projectId: '1', url: 'https://harbor.example' });
    expect([a, b]).toEqual([
      { ok: true, value: { queueId: 1 } },
      { ok: true, value: { queueId: 2 } },
    ]);
    expect(db.buildNumbers).toEqual({ 'dfc-deploy-web-app': 2, 'dfc-docker-image': 1, 'dfc-lighthouse': 2 });
  });
});

describe('devops codes and names', () => {
  it('replaces a pipeline code in place, drops duplicates, or adds it', () => {
    const p = { devopsStatus: ['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-PENDING', 'X', 'DFC-IAC-PIPELINE-FAILURE'] } as StoredProject;
    setPipelineCode(p, 'DFC-IAC-PIPELINE-', 'IN-PROGRESS');
    expect(p.devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-IN-PROGRESS', 'X']);
    const empty = { devopsStatus: [] as string[] } as StoredProject;
    setPipelineCode(empty, 'DFC-PROJECT-SETUP-PIPELINE-', 'FAILURE');
    expect(empty.devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-FAILURE']);
  });

  it('names the devops URL as the seed does, and the files by the project slug', () => {
    for (const id of [1, 8, 12, 30]) expect(devopsUrlOf(project(id).projectName)).toBe(project(id).devopsUrl);
    expect(devopsUrlOf('  My   Shop ')).toBe('https://devops.example.com/dfc-portal/My_Shop');
    expect(fileSlug('Aurora Relaunch!')).toBe('aurora-relaunch');
    expect(lighthouseArtifactName(project(12), 7)).toBe('lighthouse_aurora-relaunch_b7.html');
  });

  it('finds a project by its container name, in any case; not by an id alone', () => {
    expect(projectOfContainer('solst21')?.projectId).toBe(21);
    expect(projectOfContainer(' SOLST21 ')?.projectId).toBe(21);
    expect(projectOfContainer('zenit30')?.projectId).toBe(30);
    expect(projectOfContainer('29')).toBeUndefined(); // 29 has no devops URL yet
    expect(projectOfContainer('')).toBeUndefined();
  });
});

describe('CSV content', () => {
  it('needs a comma or semicolon in the first line, two non-empty lines and no binary data', () => {
    expect(notCsv(bytes('a,b\n1,2'))).toBeNull();
    expect(notCsv(bytes('\uFEFFa;b\r\n1;2\r\n'))).toBeNull();
    expect(notCsv(bytes('\n\na,b\n\n1,2\n\n'))).toBeNull();
    expect(notCsv(bytes('a b\n1,2'))).toMatch(/first line/);
    expect(notCsv(bytes('a,b\n   \n'))).toMatch(/at least one row/);
    expect(notCsv(new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x31]))).toMatch(/binary/);
  });
});

describe('Sonar quality gate', () => {
  it('reads seeded versions as failed (1) then passed (2+), and the mock analyses as passed', () => {
    expect(sonarVersionPassed(10, 1)).toBe(false);
    expect(sonarVersionPassed(12, 2)).toBe(true);
    expect(startSonarAnalysis(user('tech'), 10).ok).toBe(true);
    advanceClock(16_000);
    advanceJobs();
    expect(project(10).sonarReports.map((r) => r.version)).toEqual([1, 2]);
    expect(sonarVersionPassed(10, 2)).toBe(true);
    expect(project(10).projectStatus).toBe('SONAR_ANALYSIS_COMPLETED');
  });
});

describe('the activity', () => {
  it('holds the project jobs and the environments requested for it, newest first, with the monthly estimate', () => {
    const tech2 = user('tech2');
    const statusUrl = createResource(tech2, { service: 'Azure App Service', name: 'zenithplantprotein30', location: 'europe', language: 'Java', monthlyEstimate: ' USD 12.4100 ' });
    expect(statusUrl.ok).toBe(true);
    const environmentJob = db.jobs.at(-1)!;
    expect((environmentJob.result as EnvironmentJobResult).request).toMatchObject({ projectId: 30, monthlyEstimate: 'USD 12.4100' });
    advanceClock(1000);
    expect(startSonarAnalysis(tech2, 30).ok).toBe(false); // DEVOPS_SETUP_COMPLETED: no Sonar yet
    createResource(tech2, { service: 'Storage', name: 'other-name', location: 'us', language: 'Java' }); // no project: not listed
    advanceClock(40_000);
    advanceJobs();

    const entries = projectActivity(tech2, 30);
    expect(entries.ok && entries.value).toEqual([
      {
        id: environmentJob.jobId,
        kind: 'environmentCreation',
        title: 'Environment creation: Azure App Service',
        state: 'succeeded',
        by: 'tech2',
        startedAt: new Date(environmentJob.createdAt).toISOString(),
        endedAt: new Date(environmentJob.createdAt + 33_000).toISOString(),
        attempt: 1,
        steps: [
          { name: 'Accepted', state: 'done', startedAt: expect.any(String), endedAt: expect.any(String) },
          { name: 'Started', state: 'done', startedAt: expect.any(String), endedAt: expect.any(String) },
          { name: 'Running...', state: 'done', startedAt: expect.any(String), endedAt: expect.any(String) },
        ],
        outcome: 'Succeeded',
        result: {
          service: 'Azure App Service',
          region: 'westeurope',
          monthlyEstimate: 'USD 12.4100',
          url: 'https://zenithplantprotein30.azurewebsites.net',
        },
      },
    ]);
    expect(projectActivity(user('lagency'), 30)).toMatchObject({ ok: false, status: 403 });
    expect(projectActivity(tech2, 9999)).toMatchObject({ ok: false, status: 404 });
  });
});
