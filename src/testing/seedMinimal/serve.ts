/**
 * Answers contract entries with the seeds' minimal answers (./answers.ts) instead of the mock's
 * full shapes, for the page tests of the seed-minimal suite. Each override is an MSW handler on the
 * entry's route (any origin), used until the test ends (jest/setup.ts resets the handlers).
 */
import { http, HttpResponse, server } from '../../../mocks/node';
import { allEndpoints, routePath, type AnyEndpoint } from '../../domain/contract';
import { checkAnswer } from '../../domain/contract/check';
import { NOT_DOCUMENTED, SEED_MINIMAL } from './answers';

export function entry(id: string): AnyEndpoint {
  const found = allEndpoints().find((endpoint) => endpoint.id === id);
  if (!found) throw new Error(`no contract entry ${id}`);
  return found;
}

/** The first problem of each answer against the entry's schema ('' when it is accepted). */
export function problemsOf(endpoint: AnyEndpoint, answers: readonly unknown[]): string[] {
  return answers.map((answer) => {
    const check = checkAnswer(endpoint, answer);
    return check.ok ? '' : `${check.problem.field}: ${check.problem.problem}`;
  });
}

const methodOf = (endpoint: AnyEndpoint) => endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

/** The reply of an entry with `answer`: text for a text answer, else JSON. */
const replyOf = (endpoint: AnyEndpoint, answer: unknown) => () =>
  endpoint.answer === 'text' && typeof answer === 'string' ? HttpResponse.text(answer) : HttpResponse.json(answer as never);

/**
 * Answers each entry with its first minimal answer (or the one given in `answers`), and returns
 * the number of calls each got, so a test can tell that its page asked.
 */
export function serveMinimal(ids: readonly string[], answers: Record<string, unknown> = {}): Record<string, number> {
  const calls: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  server.use(
    ...ids.map((id) => {
      const endpoint = entry(id);
      const reply = replyOf(endpoint, id in answers ? answers[id] : SEED_MINIMAL[id][0]);
      return http[methodOf(endpoint)](`*${routePath(endpoint)}`, () => {
        calls[id] += 1;
        return reply();
      });
    }),
  );
  return calls;
}

/** The portal's extensions answer 404, as on a backend written from the seeds alone. */
export function refuseExtensions(): void {
  const extensions = allEndpoints().filter((endpoint) => endpoint.service === 'api' && endpoint.id in NOT_DOCUMENTED);
  server.use(...extensions.map((endpoint) => http[methodOf(endpoint)](`*${routePath(endpoint)}`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 }))));
}
