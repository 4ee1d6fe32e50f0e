import type { Notification } from '../../src/domain/notifications';
import type { ProjectCard, ProjectDetails, UserRef } from '../../src/domain/projects';
import { db } from '../core/state';
import { call, getJson, putJson, signInAs } from '../testing';

const put = async (path: string, username: string) => putJson(path, undefined, await signInAs(username));

const details = async (projectId: number) => getJson<ProjectDetails>(`/api/get_dfc_project/${projectId}`, await signInAs('gbm'));

const listIds = async (path: string, username: string) =>
  (await getJson<ProjectCard[]>(path, await signInAs(username))).map((c) => c.projectId);

const latestNotice = async (username: string) =>
  (await getJson<{ content: Notification[] }>('/api/notifications/1', await signInAs(username))).content[0].notification;

const TECH = 8;
const TECH2 = 11;

describe('GET /api/get_all_tech', () => {
  it('lists the tech users', async () => {
    expect(await getJson<UserRef[]>('/api/get_all_tech', await signInAs('gbm'))).toEqual([
      { userId: TECH, username: 'tech' },
      { userId: TECH2, username: 'tech2' },
    ]);
    expect((await call('/api/get_all_tech')).status).toBe(401);
  });
});

describe('brand manager decisions on a project waiting for approval (15, by gbm for gagency)', () => {
  it('approve: APPROVED, APPROVAL_COMPLETED, the chosen tech user; agency and tech user are told', async () => {
    const response = await put(`/api/approve_project_by_bm/${TECH2}/15/`, 'gbm');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Approved Successfully' });
    expect(await details(15)).toMatchObject({
      projectCreationStatus: 'APPROVED',
      projectStatus: 'APPROVAL_COMPLETED',
      techApprovalFlag: false,
      techUser: { userId: TECH2, username: 'tech2' },
    });
    expect(await listIds('/api/get_submitted_projects', 'gbm')).not.toContain(15);
    expect(await listIds('/api/get_approved_projects_for_gbm', 'gbm')).toContain(15);
    expect(await listIds('/api/get_approved_projects_for_tech', 'tech2')).toContain(15);
    expect(await listIds('/api/get_approved_projects_for_tech', 'tech')).not.toContain(15);
    expect(await latestNotice('gagency')).toMatch(/^Project <b>Summer Glow Campaign<\/b> was approved by the brand manager <i>gbm<\/i>/);
    expect(await latestNotice('tech2')).toContain('<a href="/viewApprovedProjectDetails/15">');
  });

  it('reject: back to the agency as a DRAFT, off the pending list, the agency is told', async () => {
    const response = await put('/api/reject_project_by_bm/15', 'gbm');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Rejected Successfully' });
    expect(await details(15)).toMatchObject({ projectCreationStatus: 'DRAFT', projectStatus: null, techApprovalFlag: false, techUser: null });
    expect(await listIds('/api/get_submitted_projects', 'gbm')).toEqual([24]);
    const card = (await getJson<ProjectCard[]>('/api/assignedprojects/', await signInAs('gagency'))).find((c) => c.projectId === 15);
    expect(card?.projectCreationStatus).toBe('DRAFT');
    const notice = await latestNotice('gagency');
    expect(notice).toContain('returned for changes');
    expect(notice).toContain('<a href="/DFCCreateProject/15">');
  });

  it('assign to tech, then that tech user approves: on the tech approved list, green for the agency', async () => {
    const assigned = await put(`/api/tech_assign_by_bm/${TECH}/15`, 'gbm');
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toEqual({ message: 'Sent for Tech Verification Successfully' });
    expect(await details(15)).toMatchObject({
      projectCreationStatus: 'SUBMITTED',
      projectStatus: 'PROJECT_DETAILS_FILLED',
      techApprovalFlag: true,
      techUser: { userId: TECH, username: 'tech' },
    });
    expect(await listIds('/api/get_submitted_projects', 'gbm')).not.toContain(15);
    expect(await listIds('/api/get_submitted_projects', 'tech')).toEqual([15, 5]);
    expect(await latestNotice('tech')).toContain('was sent to you for tech verification by <i>gbm</i>');

    const approved = await put('/api/approve_project_by_tech/15', 'tech');
    expect(approved.status).toBe(200);
    expect(await details(15)).toMatchObject({ projectCreationStatus: 'APPROVED', projectStatus: 'APPROVAL_COMPLETED' });
    expect(await listIds('/api/get_submitted_projects', 'tech')).toEqual([5]);
    expect(await listIds('/api/get_approved_projects_for_tech', 'tech')).toContain(15);
    expect(await listIds('/api/get_approved_projects_for_gbm', 'gbm')).toContain(15);
    for (const username of ['gagency', 'gbm']) {
      expect(await latestNotice(username)).toContain('<b>Summer Glow Campaign</b> was approved after tech verification by <i>tech</i>');
    }
  });

  it('assign to tech, then the tech user rejects: back to DRAFT, agency and brand manager told', async () => {
    await put(`/api/tech_assign_by_bm/${TECH}/15`, 'gbm');
    const rejected = await put('/api/reject_project_by_tech/15', 'tech');
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toEqual({ message: 'Rejected Successfully' });
    expect(await details(15)).toMatchObject({ projectCreationStatus: 'DRAFT', projectStatus: null, techApprovalFlag: false, techUser: null });
    expect(await listIds('/api/get_submitted_projects', 'tech')).toEqual([5]);
    expect(await latestNotice('gagency')).toContain('returned for changes after tech verification by <i>tech</i>');
    expect(await latestNotice('gbm')).toContain('returned for changes after tech verification');
  });
});

describe('role checks (403)', () => {
  it.each(['gagency', 'tech', 'admin', 'gpm'])('%s may not take the brand manager decisions', async (username) => {
    for (const path of [`/api/approve_project_by_bm/${TECH}/15/`, '/api/reject_project_by_bm/15', `/api/tech_assign_by_bm/${TECH}/15`]) {
      const response = await put(path, username);
      expect(response.status).toBe(403);
      expect(typeof ((await response.json()) as { message: string }).message).toBe('string');
    }
    expect((await details(15)).projectCreationStatus).toBe('SUBMITTED');
  });

  it.each(['gbm', 'lbm', 'gagency'])('%s may not take the tech decisions', async (username) => {
    for (const path of ['/api/approve_project_by_tech/5', '/api/reject_project_by_tech/5']) {
      expect((await put(path, username)).status).toBe(403);
    }
  });

  it("a brand manager may not decide on a project another brand manager manages (15 is gbm's, for gagency)", async () => {
    for (const path of [`/api/approve_project_by_bm/${TECH}/15/`, '/api/reject_project_by_bm/15', `/api/tech_assign_by_bm/${TECH}/15`]) {
      const response = await put(path, 'lbm');
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('Summer Glow');
    }
    expect(await details(15)).toMatchObject({ projectCreationStatus: 'SUBMITTED', techApprovalFlag: false, techUser: null });
    expect(await listIds('/api/get_submitted_projects', 'lbm')).not.toContain(15);
  });

  it('every brand manager may decide on a project an agency created (nobody else manages it)', async () => {
    const project = db.projects.find((p) => p.projectId === 15)!;
    project.projectCreator = { userId: 6, username: 'gagency' };
    expect(await listIds('/api/get_submitted_projects', 'lbm')).toContain(15);
    expect((await put(`/api/tech_assign_by_bm/${TECH}/15`, 'lbm')).status).toBe(200);
  });

  it('only the tech user the project was sent to may decide on it', async () => {
    expect((await put('/api/approve_project_by_tech/5', 'tech2')).status).toBe(403);
    expect((await put('/api/reject_project_by_tech/5', 'tech2')).status).toBe(403);
    expect((await details(5)).projectCreationStatus).toBe('SUBMITTED');
  });
});

describe('state checks (409)', () => {
  it('a brand manager cannot decide on a project that is not waiting for one', async () => {
    // 12 approved, 13 draft, 18 not yet created, 5 already with the tech user.
    for (const projectId of [12, 13, 18, 5]) {
      for (const path of [`/api/approve_project_by_bm/${TECH}/${projectId}/`, `/api/reject_project_by_bm/${projectId}`, `/api/tech_assign_by_bm/${TECH}/${projectId}`]) {
        const response = await put(path, 'gbm');
        expect([path, response.status]).toEqual([path, 409]);
      }
    }
  });

  it('a tech user cannot decide on a project not sent for tech verification: 409 on their own approved one, 403 on one never sent to them', async () => {
    expect((await put('/api/approve_project_by_tech/12', 'tech')).status).toBe(409);
    expect((await put('/api/reject_project_by_tech/12', 'tech')).status).toBe(409);
    for (const projectId of [15, 13]) {
      expect((await put(`/api/approve_project_by_tech/${projectId}`, 'tech')).status).toBe(403);
      expect((await put(`/api/reject_project_by_tech/${projectId}`, 'tech')).status).toBe(403);
    }
  });

  it('approving twice answers 409 the second time', async () => {
    expect((await put(`/api/approve_project_by_bm/${TECH}/24/`, 'gbm')).status).toBe(200);
    expect((await put(`/api/approve_project_by_bm/${TECH}/24/`, 'gbm')).status).toBe(409);
  });
});

describe('other refusals', () => {
  it('answers 404 for an unknown project, 400 for a user who is not a tech user, 401 without a token', async () => {
    expect((await put(`/api/approve_project_by_bm/${TECH}/999/`, 'gbm')).status).toBe(404);
    expect((await put('/api/reject_project_by_tech/999', 'tech')).status).toBe(404);
    expect((await put('/api/approve_project_by_bm/6/15/', 'gbm')).status).toBe(400);
    expect((await put('/api/tech_assign_by_bm/999/15', 'gbm')).status).toBe(400);
    expect((await putJson('/api/reject_project_by_bm/15', undefined)).status).toBe(401);
    expect(db.projects.find((p) => p.projectId === 15)?.projectCreationStatus).toBe('SUBMITTED');
  });
});

describe('escaped project names in the approval notices', () => {
  it('shows markup in a project name as text in every inbox', async () => {
    const project = db.projects.find((p) => p.projectId === 15);
    if (!project) throw new Error('seed changed');
    project.projectName = '<script>alert("x")</script> & co';
    await put(`/api/tech_assign_by_bm/${TECH}/15`, 'gbm');
    await put('/api/approve_project_by_tech/15', 'tech');
    for (const username of ['tech', 'gagency', 'gbm']) {
      const notice = await latestNotice(username);
      expect(notice).toContain('<b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</b>');
      expect(notice).not.toContain('<script>');
    }
  });
});
