import { followedJobOf } from './address';

const URL_1 = 'https://management.azure.example/subscriptions/dfc/operations/env-1';

describe('followedJobOf (the job a history entry keeps for Plan Selection)', () => {
  it('answers the kept job only for the project it was raised for', () => {
    const state = { projectId: 4, service: 'Storage', environmentJob: { projectId: 4, statusUrl: URL_1 } };
    expect(followedJobOf(state, 4)).toBe(URL_1);
    expect(followedJobOf(state, 5)).toBeNull();
    expect(followedJobOf(state, null)).toBeNull();
  });

  it('answers none for an entry without a job, or with a malformed one', () => {
    for (const state of [null, undefined, 'x', {}, { statusUrl: URL_1 }, { environmentJob: URL_1 }, { environmentJob: { projectId: '4', statusUrl: URL_1 } }, { environmentJob: { projectId: 4, statusUrl: ' ' } }]) {
      expect(followedJobOf(state, 4)).toBeNull();
    }
  });
});
