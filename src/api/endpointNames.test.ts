/**
 * Every api module injects its endpoints into the one RTK Query api (src/api/baseApi.ts). Two
 * modules with the same endpoint name would swap one call for another on whichever page loads
 * second (the dashboards' recommendations query once became the cloud page's mutation, and the
 * dashboard's agencies the create form's): each module injects with overrideExisting 'throw', so
 * loading them all together must not throw, and a clash does.
 */
import { api } from './baseApi';

const MODULES = ['./apps', './authApi', './cloud', './content', './dashboards', './gitTools', './mockAdmin', './projects'];

describe('the api modules endpoint names', () => {
  it('load together, each endpoint name injected by one module only', async () => {
    for (const module of MODULES) await import(module);
    const names = Object.keys(api.endpoints);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['dashboardRecommendations', 'recommendations', 'dashboardAgencies', 'agencies']));
  });

  it('a second module injecting a name already taken throws instead of keeping the first silently', async () => {
    await import('./cloud');
    expect(() =>
      api.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({ recommendations: build.query<number, void>({ queryFn: () => ({ data: 1 }) }) }),
      }),
    ).toThrow(/recommendations/);
  });
});
