import type { ProjectDetails } from '../../../domain/projects';
import type { ActivityEntry } from '../../../domain/techTeam';
import { chainSteps, chainTransient } from './DevopsChainPanel';

const project = (fields: Partial<ProjectDetails>) => ({ projectId: 7, projectName: 'Zenith Meal Planner', devopsUrl: null, projectStatus: 'DEVOPS_SETUP_IN_PROGRESS', ...fields }) as ProjectDetails;

const chain = (states: ActivityEntry['steps'][number]['state'][]): ActivityEntry => ({
  id: 1,
  kind: 'devopsChain',
  title: 'Devops chain',
  state: states.includes('failed') ? 'failed' : states.every((s) => s === 'done') ? 'succeeded' : 'running',
  by: 'tech',
  startedAt: '2026-11-23T10:00:00.000Z',
  endedAt: null,
  attempt: 1,
  outcome: '',
  steps: ['createDevopsProject', 'createRepo', 'createServiceConnections', 'createPipelines', 'createHooks', 'addGroupMembership'].map((name, i) => ({
    name,
    state: states[i],
    startedAt: null,
    endedAt: null,
  })),
});

describe('the devops chain as visible steps', () => {
  it('maps the server steps and adds the page\'s own save step', () => {
    const steps = chainSteps(project({}), chain(['done', 'done', 'running', 'pending', 'pending', 'pending']), false, null);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'in_progress', 'pending', 'pending', 'pending', 'pending']);
    expect(steps.at(-1)?.id).toBe('saveDevopsUrl');
  });

  it('shows a failed step, a failed save and a saving step', () => {
    expect(chainSteps(project({}), chain(['done', 'done', 'done', 'failed', 'pending', 'pending']), false, null)[3].state).toBe('failed');
    const all = chain(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(chainSteps(project({}), all, true, null)[6].state).toBe('in_progress');
    expect(chainSteps(project({}), all, false, 'boom')[6].state).toBe('failed');
    expect(chainSteps(project({ devopsUrl: 'https://devops.example.com/x' }), all, false, null)[6].state).toBe('done');
  });

  it('a project set up before any job shows every step done', () => {
    expect(chainSteps(project({ devopsUrl: 'https://devops.example.com/x' }), undefined, false, null).every((s) => s.state === 'done')).toBe(true);
  });

  it('says the transient messages of seed 001 section 4', () => {
    const at = (index: number) => chainSteps(project({}), chain(Array.from({ length: 6 }, (_, i) => (i < index ? 'done' : i === index ? 'running' : 'pending'))), false, null);
    expect(chainTransient(at(0), false, 'Zenit_Repo')).toBe('Azure Devops Project creation under progress');
    expect(chainTransient(at(1), false, 'Zenit_Repo')).toBe('Repo Zenit_Repo creation in progress');
    expect(chainTransient(at(4), false, 'Zenit_Repo')).toBe('Devops creation in progress');
    const done = chainSteps(project({ devopsUrl: 'https://devops.example.com/x' }), chain(['done', 'done', 'done', 'done', 'done', 'done']), false, null);
    expect(chainTransient(done, true, 'x')).toBe('DevOps Created Successfully');
    expect(chainTransient(done, false, 'x')).toBeNull();
  });
});
