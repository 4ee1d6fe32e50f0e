import { gitToolsActions as actions, gitToolsSlice, initialGitToolsState, type GitToolsState } from './slice';

const reduce = (state: GitToolsState, ...list: Parameters<typeof gitToolsSlice.reducer>[1][]) => list.reduce(gitToolsSlice.reducer, state);
const repo = { id: 'r1', name: 'site', remoteUrl: 'https://devops.example.com/dfc-portal/p/_git/site' };

describe('the Git tools slice', () => {
  it('runs one workflow at a time: a request while one runs changes nothing', () => {
    const running = reduce(initialGitToolsState, actions.mergeRequested({ projectId: 'p', repo, branch: 'develop' }), actions.progress('Merging'));
    expect(running.operation).toEqual({ kind: 'merge', phase: 'running', step: 'Merging', message: null, error: null });
    expect(reduce(running, actions.branchRequested({ projectId: 'p', repo, branchName: 'x', commitId: 'c' }))).toEqual(running);
    expect(reduce(running, actions.dismissed())).toEqual(running);
  });

  it('records the outcome, the cloned repository, and starts afresh after it', () => {
    const done = reduce(
      initialGitToolsState,
      actions.cloneRequested({ projectId: 'p', projectName: 'P', repoName: 'site', sourceUrl: 'https://x/y' }),
      actions.stillRunning('Importing'),
      actions.keepWaiting(),
      actions.succeeded({ message: 'cloned', cloned: { projectId: 'p', repoId: 'r1' } }),
    );
    expect(done.operation).toMatchObject({ kind: 'clone', phase: 'succeeded', message: 'cloned' });
    expect(done.cloned).toEqual({ projectId: 'p', repoId: 'r1' });
    const next = reduce(done, actions.branchRequested({ projectId: 'p', repo, branchName: 'x', commitId: 'c' }), actions.failed('no'));
    expect(next.operation).toMatchObject({ kind: 'branch', phase: 'failed', error: 'no' });
    expect(reduce(next, actions.dismissed()).operation).toBeNull();
    expect(reduce(next, actions.pageOpened())).toEqual(initialGitToolsState);
  });
});
