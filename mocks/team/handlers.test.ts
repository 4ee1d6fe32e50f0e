import type { NewTeamMember, Skill, TeamMember, TeamRole } from '../../src/domain/projects';
import { call, getJson, postJson, signInAs } from '../testing';

const names = (members: TeamMember[]) => members.map((m) => m.username);

describe('team members of a project', () => {
  it('answers the roles and the skills', async () => {
    const token = await signInAs('gagency');
    const roles = await getJson<TeamRole[]>('/api/get_team_member_roles', token);
    expect(roles.map((r) => r.roleName)).toEqual(expect.arrayContaining(['Frontend Developer', 'Tester', 'UI/UX Designer', 'Scrum Master']));
    expect(Object.keys(roles[0]).sort()).toEqual(['roleId', 'roleName']);
    const skills = await getJson<Skill[]>('/api/get_team_member_skills', token);
    expect(skills.length).toBeGreaterThan(5);
    expect(Object.keys(skills[0]).sort()).toEqual(['skillId', 'skillName']);
  });

  it('answers the team of a project and the team-member users not in it', async () => {
    const token = await signInAs('gagency');
    const team = await getJson<TeamMember[]>('/api/get_team_members_of_project/12', token);
    expect(team).toHaveLength(5);
    expect(team[0]).toEqual({
      userId: expect.any(Number),
      username: expect.any(String),
      teamMembers: { role: { roleId: expect.any(Number), roleName: expect.any(String) }, experience: expect.any(Number), teamMemberSkills: expect.any(Array) },
    });
    const others = await getJson<TeamMember[]>('/api/get_team_members_not_in_project/12', token);
    expect(others.length).toBeGreaterThan(0);
    expect(others.some((o) => team.some((t) => t.userId === o.userId))).toBe(false);
    expect(await getJson<TeamMember[]>('/api/get_team_members_of_project/18', token)).toEqual([]);
    expect((await call('/api/get_team_members_of_project/12', { token: await signInAs('lagency') })).status).toBe(403);
    expect((await call('/api/get_team_members_of_project/999', { token })).status).toBe(404);
  });

  it('adds existing team members (once each)', async () => {
    const token = await signInAs('gagency');
    const others = await getJson<TeamMember[]>('/api/get_team_members_not_in_project/12', token);
    const chosen = others.slice(0, 2).map((m) => m.userId);
    const response = await postJson('/api/assign_tm_to_project/12', [...chosen, chosen[0]], token);
    expect(response.status).toBe(200);
    const team = await getJson<TeamMember[]>('/api/get_team_members_of_project/12', token);
    expect(team).toHaveLength(7);
    expect(team.map((m) => m.userId)).toEqual(expect.arrayContaining(chosen));
    expect((await getJson<TeamMember[]>('/api/get_team_members_not_in_project/12', token)).map((m) => m.userId)).not.toContain(chosen[0]);
  });

  it('refuses unknown ids (400), users who are not of an agency (403) and other agencies (403)', async () => {
    expect((await postJson('/api/assign_tm_to_project/12', [424242], await signInAs('gagency'))).status).toBe(400);
    expect((await postJson('/api/assign_tm_to_project/12', [], await signInAs('gagency'))).status).toBe(400);
    expect((await postJson('/api/assign_tm_to_project/12', [110], await signInAs('gbm'))).status).toBe(403);
    expect((await postJson('/api/assign_tm_to_project/12', [110], await signInAs('lagency'))).status).toBe(403);
    expect((await postJson('/api/assign_tm_to_project/12', [110])).status).toBe(401);
  });

  const newMember = (email: string): NewTeamMember => ({
    username: 'Jonas Berg',
    userEmail: email,
    dfcProjectId: 12,
    teamMembers: { role: { roleId: 4, roleName: 'Tester' }, experience: 3, teamMemberSkills: [{ skillId: 12, skillName: 'Cypress' }] },
  });

  it('creates a new team-member user and adds it to the project', async () => {
    const token = await signInAs('gagency');
    const response = await postJson('/api/create_user_team_member', newMember('jonas.berg@example.com'), token);
    expect(response.status).toBe(200);
    const created = (await response.json()) as TeamMember;
    expect(created).toEqual({
      userId: 112,
      username: 'Jonas Berg',
      teamMembers: { role: { roleId: 4, roleName: 'Tester' }, experience: 3, teamMemberSkills: [{ skillId: 12, skillName: 'Cypress' }] },
    });
    expect(names(await getJson<TeamMember[]>('/api/get_team_members_of_project/12', token))).toContain('Jonas Berg');
    // The new user does not sign in.
    expect((await postJson('/authenticate', { username: 'Jonas Berg', password: '' })).status).not.toBe(200);
  });

  it('refuses an e-mail already in use (409) and incomplete bodies (400)', async () => {
    const token = await signInAs('gagency');
    for (const email of ['priya.sharma@example.com', 'GBM@example.com']) {
      const response = await postJson('/api/create_user_team_member', newMember(email), token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'A user with this e-mail already exists' });
    }
    expect((await postJson('/api/create_user_team_member', { ...newMember('a@example.com'), username: '' }, token)).status).toBe(400);
    expect((await postJson('/api/create_user_team_member', { ...newMember('not-an-email') }, token)).status).toBe(400);
    const badRole = newMember('b@example.com');
    badRole.teamMembers.role = { roleId: 99, roleName: 'Astronaut' };
    expect((await postJson('/api/create_user_team_member', badRole, token)).status).toBe(400);
    expect((await postJson('/api/create_user_team_member', { ...newMember('c@example.com'), dfcProjectId: 999 }, token)).status).toBe(404);
    expect((await postJson('/api/create_user_team_member', newMember('d@example.com'), await signInAs('tech'))).status).toBe(403);
  });
});
