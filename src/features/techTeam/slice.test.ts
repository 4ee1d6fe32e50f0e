import type { ActivityEntry } from '../../domain/techTeam';
import { initialTechProjectState, techProjectActions as a, techProjectSlice } from './slice';

const reduce = techProjectSlice.reducer;

describe('techProject slice', () => {
  it('opening the page starts afresh for that project and ignores another project\'s details', () => {
    let state = reduce({ ...initialTechProjectState, syncing: true, transient: 'x' }, a.pageOpened(9));
    expect(state).toEqual({ ...initialTechProjectState, projectId: 9 });
    state = reduce(state, a.projectSeen({ projectId: 8 } as never));
    expect(state.project).toBeNull();
    state = reduce(state, a.projectSeen({ projectId: 9 } as never));
    expect(state.project?.projectId).toBe(9);
  });

  it('runs one stage at a time; keep waiting and finishing move its phase', () => {
    let state = reduce(initialTechProjectState, a.stageRequested('startSonarAnalysis'));
    state = reduce(state, a.stageRequested('getSonarReport'));
    expect(state.stage?.id).toBe('startSonarAnalysis');
    state = reduce(state, a.stageProgress({ step: 'still', phase: 'stillRunning' }));
    expect(state.stage?.phase).toBe('stillRunning');
    state = reduce(state, a.stageDismissed());
    expect(state.stage).not.toBeNull();
    state = reduce(state, a.keepWaiting());
    expect(state.stage?.phase).toBe('running');
    state = reduce(state, a.stageFinished({ transient: 'Deployment Successful' }));
    expect(state.stage?.phase).toBe('succeeded');
    expect(state.transient).toBe('Deployment Successful');
    state = reduce(state, a.stageRequested('getSonarReport'));
    expect(state.stage).toEqual({ id: 'getSonarReport', phase: 'running', step: '', error: null });
    expect(state.transient).toBeNull();
    state = reduce(state, a.stageFinished({ error: 'no' }));
    expect(state.stage?.error).toBe('no');
    expect(reduce(state, a.stageDismissed()).stage).toBeNull();
  });

  it('tracks Sync Infra and the chain\'s start and save', () => {
    let state = reduce(initialTechProjectState, a.syncRequested());
    expect(state.syncing).toBe(true);
    state = reduce(state, a.syncFinished('409'));
    expect(state).toMatchObject({ syncing: false, syncError: '409' });
    state = reduce(state, a.setupDevopsRequested());
    expect(state.chain.starting).toBe(true);
    state = reduce(state, a.chainStartFinished(null));
    state = reduce(state, a.chainSaveStarted());
    expect(state.chain.saving).toBe(true);
    state = reduce(state, a.chainSaveFinished(null));
    expect(state.chain).toMatchObject({ saving: false, saveError: null, completedHere: true });
  });

  it('remembers that the backend has no activity extension', () => {
    const state = reduce(initialTechProjectState, a.activityFailed({ message: 'Not found', unavailable: true }));
    expect(state).toMatchObject({ activityUnavailable: true, activityError: 'Not found' });
    expect(reduce(state, a.activityLoaded([])).activityLoaded).toBe(true);
  });

  it('keeps the state when a poll answers the activity it already shows, and only the changed entries when it moved', () => {
    const entry = (id: number, state: ActivityEntry['state']): ActivityEntry => ({
      id, kind: 'devopsChain', state, title: `job ${id}`, by: 'tech', startedAt: '2026-01-01T00:00:00Z', endedAt: null, attempt: 1, steps: [], outcome: '',
    });
    const shown = reduce({ ...initialTechProjectState, projectId: 9 }, a.activityLoaded([entry(2, 'running'), entry(1, 'succeeded')]));
    // The same answer read again (a fresh copy, as each poll parses one): nothing changes, nothing re-renders.
    expect(reduce(shown, a.activityLoaded([entry(2, 'running'), entry(1, 'succeeded')]))).toBe(shown);
    const moved = reduce(shown, a.activityLoaded([entry(2, 'succeeded'), entry(1, 'succeeded')]));
    expect(moved.activity.map((e) => e.state)).toEqual(['succeeded', 'succeeded']);
    expect(moved.activity[0]).not.toBe(shown.activity[0]);
    expect(moved.activity[1]).toBe(shown.activity[1]);
  });
});
