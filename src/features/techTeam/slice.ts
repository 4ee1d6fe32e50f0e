import { createSlice, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import type { ProjectDetails } from '../../domain/projects';
import type { ActivityEntry, StageButtonId } from '../../domain/techTeam';

/**
 * The tech team project page (/viewApprovedProjectDetails/{projectId}): what its page saga
 * (sagas/) reports. One project at a time: opening the page (pageOpened) starts afresh.
 */
export type StagePhase = 'running' | 'stillRunning' | 'succeeded' | 'failed';

export interface StageRun {
  id: StageButtonId;
  phase: StagePhase;
  /** The step in words ('Waiting for build #4 to start', ...). */
  step: string;
  error: string | null;
}

export interface TechProjectState {
  projectId: number | null;
  /** The project's details as the page last read them (the saga reads the fields it needs). */
  project: ProjectDetails | null;
  /** The project's server jobs, newest first (activity extension). */
  activity: ActivityEntry[];
  activityLoaded: boolean;
  activityError: string | null;
  /** The backend does not offer the activity extension (404): no timeline, steps wait on the status. */
  activityUnavailable: boolean;
  /** The activity poll reached its bound while something still ran: 'still running' with Keep waiting. */
  activityStopped: boolean;
  stage: StageRun | null;
  /** The seeds' transient message of the last step ('Deployment Successful', ...). */
  transient: string | null;
  syncing: boolean;
  syncError: string | null;
  /** The last Sync Infra started well (its pipeline then shows in the status lines and the activity). */
  syncStarted: boolean;
  chain: {
    starting: boolean;
    startError: string | null;
    saving: boolean;
    saveError: string | null;
    /** The chain finished (URL saved) while the page was open: 'DevOps Created Successfully'. */
    completedHere: boolean;
  };
}

const initialChain: TechProjectState['chain'] = { starting: false, startError: null, saving: false, saveError: null, completedHere: false };

export const initialTechProjectState: TechProjectState = {
  projectId: null,
  project: null,
  activity: [],
  activityLoaded: false,
  activityError: null,
  activityUnavailable: false,
  activityStopped: false,
  stage: null,
  transient: null,
  syncing: false,
  syncError: null,
  syncStarted: false,
  chain: initialChain,
};

export const techProjectSlice = createSlice({
  name: 'techProject',
  initialState: initialTechProjectState,
  reducers: {
    pageOpened: (_state, action: PayloadAction<number>) => ({ ...initialTechProjectState, projectId: action.payload }),
    projectSeen(state, action: PayloadAction<ProjectDetails>) {
      if (action.payload.projectId === state.projectId) state.project = action.payload;
    },

    /* activity */
    activityRefresh(state) {
      state.activityStopped = false;
    },
    activityPollStopped(state) {
      state.activityStopped = true;
    },
    /** A step reads the activity itself while it waits for a server job: the page's poll holds ... */
    activityHeld() {},
    /** ... until the step is done waiting. */
    activityReleased() {},
    /**
     * A read that answers what the page already shows keeps the state as it is (structural
     * sharing, as RTK Query's cache does): the poll re-reads every activityPollMs while a job runs,
     * and an unchanged answer re-renders nothing.
     */
    activityLoaded(state, action: PayloadAction<ActivityEntry[]>) {
      state.activity = copyWithStructuralSharing(original(state)?.activity, action.payload);
      state.activityLoaded = true;
      state.activityError = null;
    },
    activityFailed(state, action: PayloadAction<{ message: string; unavailable: boolean }>) {
      state.activityError = action.payload.message;
      state.activityUnavailable = action.payload.unavailable;
    },

    /* stage buttons */
    stageRequested(state, action: PayloadAction<StageButtonId>) {
      if (state.stage && (state.stage.phase === 'running' || state.stage.phase === 'stillRunning')) return;
      state.stage = { id: action.payload, phase: 'running', step: '', error: null };
      state.transient = null;
    },
    stageProgress(state, action: PayloadAction<{ step: string; phase?: 'running' | 'stillRunning' }>) {
      if (!state.stage) return;
      state.stage.step = action.payload.step;
      state.stage.phase = action.payload.phase ?? 'running';
    },
    keepWaiting(state) {
      if (state.stage?.phase === 'stillRunning') state.stage.phase = 'running';
    },
    stageFinished(state, action: PayloadAction<{ error?: string; transient?: string }>) {
      if (!state.stage) return;
      state.stage.phase = action.payload.error ? 'failed' : 'succeeded';
      state.stage.error = action.payload.error ?? null;
      state.stage.step = '';
      state.transient = action.payload.transient ?? null;
    },
    stageDismissed(state) {
      if (state.stage && state.stage.phase !== 'running' && state.stage.phase !== 'stillRunning') state.stage = null;
    },

    /* Sync Infra */
    syncRequested(state) {
      if (state.syncing) return;
      state.syncing = true;
      state.syncError = null;
      state.syncStarted = false;
    },
    syncFinished(state, action: PayloadAction<string | null>) {
      state.syncing = false;
      state.syncError = action.payload;
      state.syncStarted = action.payload === null;
    },

    /* devops chain */
    setupDevopsRequested(state) {
      if (state.chain.starting) return;
      state.chain.starting = true;
      state.chain.startError = null;
      state.chain.saveError = null;
      state.transient = null;
    },
    chainStartFinished(state, action: PayloadAction<string | null>) {
      state.chain.starting = false;
      state.chain.startError = action.payload;
    },
    chainSaveRequested() {},
    chainSaveStarted(state) {
      state.chain.saving = true;
      state.chain.saveError = null;
    },
    chainSaveFinished(state, action: PayloadAction<string | null>) {
      state.chain.saving = false;
      state.chain.saveError = action.payload;
      if (action.payload === null) state.chain.completedHere = true;
    },
  },
});

export const techProjectActions = techProjectSlice.actions;

declare module '../../store/root' {
  export interface LazyLoadedSlices extends WithSlice<typeof techProjectSlice> {}
}

/** The slice joins the store with the area's module (src/features/techTeam/index.ts). */
export const selectTechProject = (state: { techProject?: TechProjectState }) => state.techProject ?? initialTechProjectState;
