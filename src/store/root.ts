import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';
import { authReducer } from '../session/slice';
import { devopsStatusReducer } from './devopsStatus';

/**
 * The root reducer every store is made from. Only the session and the devops status maps are
 * there from the start; each feature module injects its slice (`appReducer.inject`) when its first
 * page loads, and declares it here by augmenting LazyLoadedSlices:
 *
 *   declare module '../../store/root' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const appReducer = combineSlices({
  auth: authReducer,
  devopsStatus: devopsStatusReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added after start, for every store (RTK Query's middleware). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof appReducer>;
