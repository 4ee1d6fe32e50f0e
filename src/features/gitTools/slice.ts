import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

/**
 * The Git tools' workflows (Create & Clone Repo, Add Branch, Merge Branch): what the page saga
 * (saga.ts) reports. One workflow at a time: a request while one runs is ignored (and the saga
 * takes the leading one only). Payloads and state are plain data.
 */
export type GitOperationKind = 'clone' | 'branch' | 'merge';
export type GitOperationPhase = 'running' | 'stillRunning' | 'succeeded' | 'failed' | 'stopped';

export interface GitOperation {
  kind: GitOperationKind;
  phase: GitOperationPhase;
  /** What it is doing, in words. */
  step: string;
  /** The outcome's words on success (the seeds' merged message for a merge). */
  message: string | null;
  error: string | null;
}

export interface ClonedRepo {
  projectId: string;
  repoId: string;
}

export interface GitToolsState {
  operation: GitOperation | null;
  /** The repository the last Create & Clone Repo made (the page selects it). */
  cloned: ClonedRepo | null;
}

export interface CloneRequest {
  projectId: string;
  projectName: string;
  repoName: string;
  sourceUrl: string;
}

export interface RepoRef {
  id: string;
  name: string;
  remoteUrl: string;
}

export interface BranchRequest {
  projectId: string;
  repo: RepoRef;
  branchName: string;
  commitId: string | null;
}

export interface MergeRequest {
  projectId: string;
  repo: RepoRef;
  branch: string;
}

export const initialGitToolsState: GitToolsState = { operation: null, cloned: null };

export const isBusy = (operation: GitOperation | null) => operation?.phase === 'running' || operation?.phase === 'stillRunning';

function start(state: GitToolsState, kind: GitOperationKind): void {
  if (isBusy(state.operation)) return;
  state.operation = { kind, phase: 'running', step: '', message: null, error: null };
}

export const gitToolsSlice = createSlice({
  name: 'gitTools',
  initialState: initialGitToolsState,
  reducers: {
    /** A page opened: nothing of another page's work is shown. */
    pageOpened: () => initialGitToolsState,
    cloneRequested(state, _action: PayloadAction<CloneRequest>) {
      start(state, 'clone');
    },
    branchRequested(state, _action: PayloadAction<BranchRequest>) {
      start(state, 'branch');
    },
    mergeRequested(state, _action: PayloadAction<MergeRequest>) {
      start(state, 'merge');
    },
    progress(state, action: PayloadAction<string>) {
      if (!state.operation) return;
      state.operation.phase = 'running';
      state.operation.step = action.payload;
    },
    /** The upper bound of reads was reached: Keep waiting or Stop following. */
    stillRunning(state, action: PayloadAction<string>) {
      if (!state.operation) return;
      state.operation.phase = 'stillRunning';
      state.operation.step = action.payload;
    },
    /** Keep waiting: the same poll goes on. */
    keepWaiting(state) {
      if (state.operation?.phase === 'stillRunning') state.operation.phase = 'running';
    },
    stopRequested() {},
    stopped(state) {
      if (state.operation) state.operation.phase = 'stopped';
    },
    succeeded(state, action: PayloadAction<{ message: string; cloned?: ClonedRepo }>) {
      if (!state.operation) return;
      state.operation.phase = 'succeeded';
      state.operation.message = action.payload.message;
      if (action.payload.cloned) state.cloned = action.payload.cloned;
    },
    failed(state, action: PayloadAction<string>) {
      if (!state.operation) return;
      state.operation.phase = 'failed';
      state.operation.error = action.payload;
    },
    dismissed(state) {
      if (!isBusy(state.operation)) state.operation = null;
    },
  },
});

export const gitToolsActions = gitToolsSlice.actions;

declare module '../../store/root' {
  export interface LazyLoadedSlices extends WithSlice<typeof gitToolsSlice> {}
}

/** The slice joins the store with the area's module (src/features/gitTools/index.ts). */
export const selectGitTools = (state: { gitTools?: GitToolsState }) => state.gitTools ?? initialGitToolsState;
