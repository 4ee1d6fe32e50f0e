import type { WithSlice } from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import { appReducer, dynamicMiddleware } from './root';

/**
 * RTK Query joins the store when the first page that uses it loads (the route table loads this
 * module beside such pages), so the sign-in page's JavaScript carries none of it.
 */
declare module './root' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

appReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

export { api };
