import type { AutoPopulate, ProjectCard, ProjectDetails, ProjectDraft } from '../../src/domain/projects';
import type { Notification } from '../../src/domain/notifications';
import { db } from '../core/state';
import { call, getJson, postJson, putJson, signInAs } from '../testing';

interface Page {
  content: Notification[];
}

const creation = (projectName: string) => ({
  projectName,
  projectBrand: { brandId: 3, brandName: 'Nimbus Health' },
  dfcUser: { userId: 6, username: 'gagency' },
  projectSummary: 'A new site for the autumn range.',
});

const latestNotice = async (token: string) => (await getJson<Page>('/api/notifications/1', token)).content[0].notification;

async function createAs(username: string, projectName: string): Promise<number> {
  const response = await postJson('/api/projectsetup', creation(projectName), await signInAs(username));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: number; projectId: number };
  expect(body.data).toBe(0);
  return body.projectId;
}

/** A draft as the wizard sends it: the details it read, with the choices of the three steps. */
async function wizardDraft(projectId: number, token: string, status: 'DRAFT' | 'SUBMITTED'): Promise<ProjectDraft> {
  const details = await getJson<ProjectDetails>(`/api/get_dfc_project_draft/${projectId}`, token);
  const [markets, durations, frontends, qa, templates, platforms, environments, endUsers] = await Promise.all(
    ['get_markets', 'get_durations', 'get_frontends', 'get_quality_assurance', 'get_dfc_templates', 'get_cloud_platforms', 'get_environments', 'get_end_users'].map(
      (list) => getJson<{ id: number; name: string; templateUrl?: string }[]>(`/api/${list}`, token),
    ),
  );
  const regions = await getJson<ProjectDraft['cloudRegions'][]>(`/api/get_cloud_regions/${platforms[0].id}/`, token);
  return {
    ...details,
    projectCreationStatus: status,
    markets: markets[0],
    duration: durations[1],
    noOfSprints: 20,
    noOfTeamMembers: 10,
    qualityAssurance: [qa[0], qa[1]],
    cmsFlag: false,
    frontend: frontends[0],
    cloudPlatform: platforms[0],
    cloudRegions: regions[0],
    dfcTemplates: status === 'SUBMITTED' ? (templates[0] as ProjectDraft['dfcTemplates']) : null,
    noOfHits: 500,
    environments: [environments[0], environments[1], environments[4]],
    endUsers: [endUsers[0]],
    noOfEnvironments: 1,
  };
}

describe('POST /api/projectsetup', () => {
  it('creates a project for the chosen agency, not yet created by it, and tells the agency', async () => {
    const gbm = await signInAs('gbm');
    const response = await postJson('/api/projectsetup', creation('  Autumn Harvest  '), gbm);
    expect(response.status).toBe(200);
    const { data, projectId } = (await response.json()) as { data: number; projectId: number };
    expect(data).toBe(0);
    expect(projectId).toBe(34);

    const details = await getJson<ProjectDetails>(`/api/get_dfc_project/${projectId}`, gbm);
    expect(details).toMatchObject({
      projectId,
      projectName: 'Autumn Harvest',
      projectCreator: { userId: 2, username: 'gbm' },
      dfcUser: { userId: 6, username: 'gagency' },
      projectBrand: { brandId: 3, brandName: 'Nimbus Health' },
      projectCreationStatus: '',
      projectStatus: null,
      techApprovalFlag: false,
      environments: [],
      noOfEnvironments: 0,
    });
    expect(Math.abs(Date.parse(details.projectCreatedDate) - Date.now())).toBeLessThan(5000);

    const notice = await latestNotice(await signInAs('gagency'));
    expect(notice).toContain('<b>Autumn Harvest</b>');
    expect(notice).toContain('<a href="/MyProjects">');
  });

  it.each(['Aurora Relaunch', 'aurora relaunch', '  AURORA RELAUNCH '])('answers data 1 for the existing name %p', async (name) => {
    const count = db.projects.length;
    const response = await postJson('/api/projectsetup', creation(name), await signInAs('lbm'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 1 });
    expect(db.projects).toHaveLength(count);
  });

  it('answers data 1 when the same name is created twice', async () => {
    await createAs('gbm', 'Twice Named');
    expect(await (await postJson('/api/projectsetup', creation('twice named'), await signInAs('gbm'))).json()).toEqual({ data: 1 });
  });

  it.each([
    ['no name', { ...creation('x'), projectName: '   ' }],
    ['no brand', { ...creation('x'), projectBrand: undefined }],
    ['no agency', { ...creation('x'), dfcUser: null }],
    ['no summary', { ...creation('x'), projectSummary: '' }],
    ['an unknown brand', { ...creation('x'), projectBrand: { brandId: 99, brandName: 'Nope' } }],
    ['a user who is not an agency', { ...creation('x'), dfcUser: { userId: 8, username: 'tech' } }],
  ])('answers 400 {message} for %s', async (_what, body) => {
    const response = await postJson('/api/projectsetup', body, await signInAs('gbm'));
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { message: string }).message).toBe('string');
  });

  it('answers 401 without a token and 403 for a role that may not create projects', async () => {
    expect((await postJson('/api/projectsetup', creation('No Token'))).status).toBe(401);
    expect((await postJson('/api/projectsetup', creation('By Tech'), await signInAs('tech'))).status).toBe(403);
  });
});

describe('the card lists', () => {
  const ids = (cards: ProjectCard[]) => cards.map((c) => c.projectId);

  it('shows a project on /api/assignedprojects only to its agency, newest first, on both paths', async () => {
    const projectId = await createAs('gbm', 'Only For Northwind');
    const gagency = await signInAs('gagency');
    const mine = await getJson<ProjectCard[]>('/api/assignedprojects/', gagency);
    expect(mine[0]).toEqual({
      projectId,
      projectName: 'Only For Northwind',
      agencyUserName: 'gagency',
      projectStatus: null,
      projectCreator: { username: 'gbm' },
      projectCreatedDate: expect.any(String),
      projectCreationStatus: '',
    });
    expect(ids(await getJson<ProjectCard[]>('/api/assignedprojects', gagency))).toEqual(ids(mine));
    const dates = mine.map((c) => c.projectCreatedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(mine.map((c) => c.agencyUserName))).toEqual(new Set(['gagency']));
    expect(new Set(mine.map((c) => c.projectCreationStatus))).toEqual(new Set(['', 'DRAFT', 'SUBMITTED', 'APPROVED']));

    expect(ids(await getJson<ProjectCard[]>('/api/assignedprojects/', await signInAs('lagency')))).not.toContain(projectId);
    expect(await getJson<ProjectCard[]>('/api/assignedprojects/', await signInAs('gbm'))).toEqual([]);
  });

  it('lists what waits for each approver on /api/get_submitted_projects', async () => {
    expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', await signInAs('gbm')))).toEqual([15, 24]);
    expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', await signInAs('lbm')))).toEqual([32, 16]);
    expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', await signInAs('tech')))).toEqual([5]);
    expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', await signInAs('tech2')))).toEqual([19, 25]);
    for (const username of ['gagency', 'admin', 'gpm']) {
      expect(await getJson<ProjectCard[]>('/api/get_submitted_projects', await signInAs(username))).toEqual([]);
    }
  });

  it('lists approved projects by creator and by tech user', async () => {
    const gbm = await getJson<ProjectCard[]>('/api/get_approved_projects_for_gbm', await signInAs('gbm'));
    expect(ids(gbm)).toEqual(expect.arrayContaining([12, 1, 6, 23, 28, 31]));
    expect(gbm.every((c) => c.projectCreationStatus === 'APPROVED' && c.projectCreator?.username === 'gbm')).toBe(true);
    const tech = await getJson<ProjectCard[]>('/api/get_approved_projects_for_tech', await signInAs('tech'));
    expect(ids(tech)).toEqual(expect.arrayContaining([12, 28, 1, 14, 21]));
    expect(ids(tech)).not.toContain(30);
    expect(ids(await getJson<ProjectCard[]>('/api/get_approved_projects_for_tech', await signInAs('tech2')))).toEqual(
      expect.arrayContaining([2, 8, 30]),
    );
  });

  it('brings an agency-created project to every brand manager, pending and approved (beyond the seeds)', async () => {
    const projectId = await createAs('gagency', 'Agency Own Idea');
    const gagency = await signInAs('gagency');
    const [gbm, lbm] = [await signInAs('gbm'), await signInAs('lbm')];
    expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', gbm))).not.toContain(projectId);

    expect((await putJson('/api/update_dfc_project', await wizardDraft(projectId, gagency, 'SUBMITTED'), gagency)).status).toBe(200);
    for (const token of [gbm, lbm]) {
      expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', token))).toContain(projectId);
    }
    // A brand manager's own projects stay theirs: gbm's pending ones do not reach lbm.
    expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', lbm))).not.toContain(15);

    expect((await putJson(`/api/approve_project_by_bm/8/${projectId}/`, undefined, lbm)).status).toBe(200);
    for (const token of [gbm, lbm]) {
      expect(ids(await getJson<ProjectCard[]>('/api/get_submitted_projects', token))).not.toContain(projectId);
      expect(ids(await getJson<ProjectCard[]>('/api/get_approved_projects_for_gbm', token))).toContain(projectId);
    }
    expect(ids(await getJson<ProjectCard[]>('/api/get_approved_projects_for_gbm', lbm))).not.toContain(12);
  });

  it.each(['/api/assignedprojects', '/api/get_submitted_projects', '/api/get_approved_projects_for_gbm', '/api/get_approved_projects_for_tech'])(
    '%s answers 401 without a token',
    async (path) => expect((await call(path)).status).toBe(401),
  );
});

describe('GET /api/get_created_projects (extension, issue 24)', () => {
  it("answers the caller's own projects, newest first, with any status; 401 without a token", async () => {
    const projectId = await createAs('gbm', 'Brand New Idea');
    const mine = await getJson<ProjectCard[]>('/api/get_created_projects', await signInAs('gbm'));
    expect(mine[0]).toMatchObject({ projectId, projectName: 'Brand New Idea', projectCreator: { username: 'gbm' } });
    expect(mine.every((c) => c.projectCreator?.username === 'gbm')).toBe(true);
    expect(mine.map((c) => c.projectId).sort()).toEqual(db.projects.filter((p) => p.projectCreator.username === 'gbm').map((p) => p.projectId).sort());
    expect(await getJson<ProjectCard[]>('/api/get_created_projects', await signInAs('tech'))).toEqual([]);
    expect((await call('/api/get_created_projects')).status).toBe(401);
  });
});

describe('project reads', () => {
  it('answers the agency display name as text', async () => {
    const response = await call('/api/get_agency_by_projectid/12', { token: await signInAs('gbm') });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Northwind Creative');
    expect(await (await call('/api/get_agency_by_projectid/14', { token: await signInAs('tech') })).text()).toBe('Bluefin Digital');
    expect((await call('/api/get_agency_by_projectid/999', { token: await signInAs('gbm') })).status).toBe(404);
  });

  it('answers the auto-populated fields', async () => {
    expect(await getJson<AutoPopulate>('/api/dfc_project_auto_populate_fields/18', await signInAs('gagency'))).toEqual({
      projectName: 'Solstice Smart Home Hub',
      projectSummary: expect.any(String),
      projectCreator: { userId: 2, username: 'gbm' },
      projectBrand: { brandId: 4, brandName: 'Solstice Home' },
    });
  });

  it('answers the full details with the same body on the draft and the details call', async () => {
    const token = await signInAs('gagency');
    const details = await getJson<ProjectDetails>('/api/get_dfc_project/12', token);
    expect(await getJson<ProjectDetails>('/api/get_dfc_project_draft/12', token)).toEqual(details);
    expect(Object.keys(details).sort()).toEqual(
      [
        'projectId', 'projectName', 'projectSummary', 'projectCreator', 'dfcUser', 'projectBrand', 'projectCreationStatus',
        'markets', 'duration', 'noOfSprints', 'noOfTeamMembers', 'qualityAssurance', 'cmsFlag', 'cms', 'frontend',
        'middleware', 'framework', 'backend', 'hostingType', 'cloudPlatform', 'cloudRegions', 'dfcTemplates', 'noOfHits',
        'endUsers', 'environments', 'noOfEnvironments', 'projectStatus', 'techApprovalFlag', 'ipAddress', 'devopsUrl',
        'envUrl', 'devopsStatus', 'dfcLighthouseReports', 'sonarReports', 'lighthouseFile', 'projectCreatedDate',
        'techUser',
      ].sort(),
    );
    expect(details).toMatchObject({ projectName: 'Aurora Relaunch', projectStatus: 'LIGHTHOUSE_SETUP_COMPLETED', cmsFlag: false });
    expect(details.techUser).toEqual({ userId: 8, username: 'tech' });
    expect((await getJson<ProjectDetails>('/api/get_dfc_project/18', token)).techUser).toBeNull();
    expect(details.dfcTemplates?.templateUrl).toMatch(/^https:\/\//);
    expect(details.dfcLighthouseReports.length).toBeGreaterThan(0);
    const cms = await getJson<ProjectDetails>('/api/get_dfc_project/31', token);
    expect(cms).toMatchObject({ cmsFlag: true, cms: { name: 'Adobe Experience Manager' }, frontend: null, backend: null });
  });

  it('lets the agency, the creator, the tech user and roles 2, 3, 8 read a project; others get 403', async () => {
    for (const username of ['gagency', 'gbm', 'lbm', 'tech', 'tech2']) {
      expect((await call('/api/get_dfc_project/12', { token: await signInAs(username) })).status).toBe(200);
    }
    for (const username of ['lagency', 'admin', 'gpm']) {
      for (const path of ['/api/get_dfc_project/12', '/api/get_dfc_project_draft/12', '/api/dfc_project_auto_populate_fields/12']) {
        expect((await call(path, { token: await signInAs(username) })).status).toBe(403);
      }
    }
    expect((await call('/api/get_dfc_project/999', { token: await signInAs('gbm') })).status).toBe(404);
    expect((await call('/api/get_dfc_project/abc', { token: await signInAs('gbm') })).status).toBe(404);
    expect((await call('/api/get_dfc_project/12')).status).toBe(401);
  });
});

describe('PUT /api/update_dfc_project', () => {
  it('stores a DRAFT, then SUBMITTED flips the statuses, counts the environments and tells the brand manager', async () => {
    const projectId = await createAs('gbm', 'Wizard Journey');
    const gagency = await signInAs('gagency');

    const draft = await wizardDraft(projectId, gagency, 'DRAFT');
    const saved = await putJson('/api/update_dfc_project', draft, gagency);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: 'updated' });
    const afterDraft = await getJson<ProjectDetails>(`/api/get_dfc_project_draft/${projectId}`, gagency);
    expect(afterDraft).toMatchObject({ projectCreationStatus: 'DRAFT', projectStatus: null, markets: draft.markets, dfcTemplates: null });
    expect(await getJson<ProjectCard[]>('/api/get_submitted_projects', await signInAs('gbm'))).not.toContainEqual(
      expect.objectContaining({ projectId }),
    );

    const submitted = await putJson('/api/update_dfc_project', await wizardDraft(projectId, gagency, 'SUBMITTED'), gagency);
    expect(submitted.status).toBe(200);
    const details = await getJson<ProjectDetails>(`/api/get_dfc_project/${projectId}`, gagency);
    expect(details).toMatchObject({
      projectCreationStatus: 'SUBMITTED',
      projectStatus: 'PROJECT_DETAILS_FILLED',
      techApprovalFlag: false,
      noOfEnvironments: 3,
      projectName: 'Wizard Journey',
    });
    expect(details.environments.map((e) => e.name)).toEqual(['Dev', 'QA', 'Prod']);

    const gbm = await signInAs('gbm');
    const pending = await getJson<ProjectCard[]>('/api/get_submitted_projects', gbm);
    expect(pending.map((c) => c.projectId)).toContain(projectId);
    expect(await latestNotice(gbm)).toBe(
      `Project <b>Wizard Journey</b> was submitted for approval by <i>gagency</i>. <a href="/viewProjectDetails/${projectId}">Review it</a>`,
    );
  });

  it('applies the CMS rule and keeps name, brand, creator and summary read-only', async () => {
    const gagency = await signInAs('gagency');
    const draft = await wizardDraft(18, gagency, 'DRAFT');
    const body = { ...draft, cmsFlag: true, cms: { id: 2, name: 'Sitecore' }, projectName: 'Renamed', projectSummary: 'Changed' };
    expect((await putJson('/api/update_dfc_project', body, gagency)).status).toBe(200);
    const stored = await getJson<ProjectDetails>('/api/get_dfc_project_draft/18', gagency);
    expect(stored).toMatchObject({ cmsFlag: true, cms: { id: 2, name: 'Sitecore' }, frontend: null, middleware: null });
    expect(stored).toMatchObject({ projectName: 'Solstice Smart Home Hub', projectCreator: { username: 'gbm' } });
    expect(stored.projectSummary).not.toBe('Changed');

    await putJson('/api/update_dfc_project', { ...body, cmsFlag: false }, gagency);
    expect((await getJson<ProjectDetails>('/api/get_dfc_project_draft/18', gagency)).cms).toBeNull();
  });

  it('answers 403 to anyone but the project agency and its creator, 409 on an approved project and 400 on bad bodies', async () => {
    const gagency = await signInAs('gagency');
    const draft = await wizardDraft(13, gagency, 'DRAFT');
    for (const username of ['lagency', 'lbm', 'tech', 'admin']) {
      expect((await putJson('/api/update_dfc_project', draft, await signInAs(username))).status).toBe(403);
    }
    const approved = await putJson('/api/update_dfc_project', { ...draft, projectId: 12 }, gagency);
    expect(approved.status).toBe(409);
    expect((await getJson<ProjectDetails>('/api/get_dfc_project/12', gagency)).projectCreationStatus).toBe('APPROVED');

    expect((await putJson('/api/update_dfc_project', { ...draft, projectCreationStatus: 'APPROVED' }, gagency)).status).toBe(400);
    expect((await putJson('/api/update_dfc_project', { ...draft, markets: { id: 999, name: 'Mars' } }, gagency)).status).toBe(400);
    const noTemplate = await putJson('/api/update_dfc_project', { ...draft, projectCreationStatus: 'SUBMITTED' }, gagency);
    expect(noTemplate.status).toBe(400);
    expect(await noTemplate.json()).toEqual({ message: 'Please select Code Template' });
    expect((await putJson('/api/update_dfc_project', { ...draft, projectId: 999 }, gagency)).status).toBe(404);
    expect((await putJson('/api/update_dfc_project', draft)).status).toBe(401);
  });

  it('answers 409 with a message to a submitted project sent back as a DRAFT or again, and leaves it in the approval queue (issue 24)', async () => {
    const projectId = await createAs('gbm', 'Waiting For Approval');
    const gagency = await signInAs('gagency');
    const gbm = await signInAs('gbm');
    expect((await putJson('/api/update_dfc_project', await wizardDraft(projectId, gagency, 'SUBMITTED'), gagency)).status).toBe(200);
    for (const status of ['DRAFT', 'SUBMITTED'] as const) {
      const refused = await putJson('/api/update_dfc_project', await wizardDraft(projectId, gagency, status), gagency);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ message: 'This project has been submitted and waits for approval: its details can no longer be changed.' });
    }
    expect(await getJson<ProjectDetails>(`/api/get_dfc_project/${projectId}`, gagency)).toMatchObject({
      projectCreationStatus: 'SUBMITTED',
      projectStatus: 'PROJECT_DETAILS_FILLED',
    });
    expect((await getJson<ProjectCard[]>('/api/get_submitted_projects', gbm)).map((c) => c.projectId)).toContain(projectId);
    // Someone who may not change it still gets 403, not the 409 that would tell them its state.
    expect((await putJson('/api/update_dfc_project', await wizardDraft(projectId, gagency, 'DRAFT'), await signInAs('lagency'))).status).toBe(403);
    // A rejection gives the wizard back.
    expect((await putJson(`/api/reject_project_by_bm/${projectId}`, undefined, gbm)).status).toBe(200);
    expect((await putJson('/api/update_dfc_project', await wizardDraft(projectId, gagency, 'DRAFT'), gagency)).status).toBe(200);
  });

  it("lets the project's creator, a brand manager, save and submit the wizard (seed 000 section 6: roles 2, 3, 6, 7)", async () => {
    const projectId = await createAs('gbm', 'Filled By The Brand');
    const gbm = await signInAs('gbm');
    expect((await putJson('/api/update_dfc_project', await wizardDraft(projectId, gbm, 'DRAFT'), gbm)).status).toBe(200);
    expect((await putJson('/api/update_dfc_project', await wizardDraft(projectId, gbm, 'SUBMITTED'), gbm)).status).toBe(200);
    expect(await getJson<ProjectDetails>(`/api/get_dfc_project/${projectId}`, gbm)).toMatchObject({
      projectCreationStatus: 'SUBMITTED',
      projectStatus: 'PROJECT_DETAILS_FILLED',
    });
    expect((await getJson<ProjectCard[]>('/api/get_submitted_projects', gbm)).map((c) => c.projectId)).toContain(projectId);
  });

  it('escapes a project name made of markup in every notification it causes', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const projectId = await createAs('gbm', name);
    const gagency = await signInAs('gagency');
    const created = await latestNotice(gagency);
    expect(created).toContain('<b>&lt;img src=x onerror=alert(1)&gt;</b>');
    expect(created).not.toContain('<img');

    await putJson('/api/update_dfc_project', await wizardDraft(projectId, gagency, 'SUBMITTED'), gagency);
    const submitted = await latestNotice(await signInAs('gbm'));
    expect(submitted).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(submitted).not.toContain('<img');

    // The name itself stays as typed in the wire data (the pages render it as text).
    expect((await getJson<ProjectDetails>(`/api/get_dfc_project/${projectId}`, gagency)).projectName).toBe(name);
  });
});

describe('POST /__mock__/reset', () => {
  it('restores the seeded projects', async () => {
    await createAs('gbm', 'Gone After Reset');
    expect((await call('/__mock__/reset', { method: 'POST' })).status).toBe(204);
    expect(db.projects.some((p) => p.projectName === 'Gone After Reset')).toBe(false);
    expect(db.sequences.projectId).toBe(34);
  });
});
