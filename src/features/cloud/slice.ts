import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';

/**
 * Where the watch of an environment job is (Plan Selection's request view): 'polling' while the
 * status is Running..., Started or Accepted; 'saving' the service URL after Succeeded; 'done' on
 * any other status (Succeeded and saved, Failed, or a status the seeds do not list);
 * 'stillRunning' at the poll's bound (Keep waiting goes on); 'pollError' / 'saveError' when the
 * status could not be read / the URL not saved. The saga (saga.ts) writes it, the page reads it.
 */
export type EnvironmentWatchPhase = 'polling' | 'saving' | 'done' | 'stillRunning' | 'pollError' | 'saveError';

export interface EnvironmentWatchState {
  phase: EnvironmentWatchPhase;
  /** The last status read ('' before the first answer). */
  status: string;
  service: string;
  ipAddress: string;
  error: string | null;
}

export const initialWatchState: EnvironmentWatchState = { phase: 'polling', status: '', service: '', ipAddress: '', error: null };

export interface CloudState {
  /** The job watched (its status URL): a page watching another job reads the initial state. */
  statusUrl: string | null;
  watch: EnvironmentWatchState;
}

export const initialCloudState: CloudState = { statusUrl: null, watch: initialWatchState };

export const cloudSlice = createSlice({
  name: 'cloud',
  initialState: initialCloudState,
  reducers: {
    /** A watch of this job starts (null: the page chose another plan): nothing of an earlier job is shown. */
    watchReset(state, action: PayloadAction<string | null>) {
      state.statusUrl = action.payload;
      state.watch = initialWatchState;
    },
    watchUpdated(state, action: PayloadAction<Partial<EnvironmentWatchState>>) {
      state.watch = { ...state.watch, ...action.payload };
    },
    /** Keep waiting: the same poll goes on. */
    keepWaiting(state) {
      if (state.watch.phase === 'stillRunning') state.watch.phase = 'polling';
    },
  },
});

export const cloudActions = cloudSlice.actions;

declare module '../../store/root' {
  export interface LazyLoadedSlices extends WithSlice<typeof cloudSlice> {}
}

/** The watch of the job at `statusUrl` (the slice joins the store with the area's module, src/features/cloud/index.ts). */
export const selectEnvironmentWatch = (state: { cloud?: CloudState }, statusUrl: string | null) => {
  const cloud = state.cloud ?? initialCloudState;
  return cloud.statusUrl === statusUrl ? cloud.watch : initialWatchState;
};
