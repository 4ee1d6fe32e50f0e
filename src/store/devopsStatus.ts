import { createSlice } from '@reduxjs/toolkit';
import {
  APP_DEVOPS_STATUS_MAP,
  PROJECT_DEVOPS_STATUS_MAP,
  isDevopsStatusMap,
  type DevopsStatusMap,
} from '../domain/devopsStatus';
import { STORAGE_KEYS } from '../domain/session';

/**
 * The two devops status maps, stored locally at start (seed 000 section 4) and kept on logout.
 * A stored map that does not parse is replaced by the documented one.
 */
export interface DevopsStatusState {
  project: DevopsStatusMap;
  app: DevopsStatusMap;
}

function loadMap(key: string, fallback: DevopsStatusMap): DevopsStatusMap {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (isDevopsStatusMap(parsed)) return { ...fallback, ...parsed };
    window.localStorage.setItem(key, JSON.stringify(fallback));
  } catch {
    /* storage disabled or corrupt: use the documented map */
  }
  return fallback;
}

export function loadDevopsStatusMaps(): DevopsStatusState {
  return {
    project: loadMap(STORAGE_KEYS.projectDevopsStatusMap, PROJECT_DEVOPS_STATUS_MAP),
    app: loadMap(STORAGE_KEYS.appDevopsStatusMap, APP_DEVOPS_STATUS_MAP),
  };
}

const devopsStatusSlice = createSlice({
  name: 'devopsStatus',
  initialState: (): DevopsStatusState => ({ project: PROJECT_DEVOPS_STATUS_MAP, app: APP_DEVOPS_STATUS_MAP }),
  reducers: {},
});

export const devopsStatusReducer = devopsStatusSlice.reducer;
export const selectProjectDevopsStatusMap = (state: { devopsStatus: DevopsStatusState }) => state.devopsStatus.project;
export const selectAppDevopsStatusMap = (state: { devopsStatus: DevopsStatusState }) => state.devopsStatus.app;
