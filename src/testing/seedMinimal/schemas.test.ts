import { allEndpoints } from '../../domain/contract';
import { NOT_DOCUMENTED, SEED_MINIMAL } from './answers';
import { problemsOf } from './serve';

const backendEntries = allEndpoints().filter((endpoint) => endpoint.service !== 'mock');
const documented = backendEntries.filter((endpoint) => !(endpoint.id in NOT_DOCUMENTED));

describe('every documented entry accepts the minimal answer the seeds describe', () => {
  it('every backend entry is either documented with a minimal answer or named as not documented', () => {
    expect(backendEntries.filter((endpoint) => !(endpoint.id in SEED_MINIMAL) && !(endpoint.id in NOT_DOCUMENTED)).map((e) => e.id)).toEqual([]);
    expect(Object.keys(SEED_MINIMAL).filter((id) => !backendEntries.some((endpoint) => endpoint.id === id))).toEqual([]);
  });

  it.each(documented.map((endpoint) => [endpoint.id, endpoint] as const))('%s', (_id, endpoint) => {
    const answers = SEED_MINIMAL[endpoint.id];
    expect(problemsOf(endpoint, answers)).toEqual(answers.map(() => ''));
  });
});
