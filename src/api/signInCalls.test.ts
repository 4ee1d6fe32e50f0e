import { authContract } from '../domain/contract/auth';
import { checkAnswer } from '../domain/contract/check';
import { buildPath } from '../domain/contract/define';
import { http, HttpResponse, server } from '../../mocks/node';
import { unsignedToken } from '../testing/tokens';
import { toApiError } from './errors';
import { tokenOf } from './session';
import { authenticate, forgotPassword, isAccountLocked, signInPaths, textAnswerOf } from './signInCalls';

/** Answers a backend might send, well formed or not (named: a token makes a long test name). */
const ANSWERS: [string, unknown][] = [
  ['a JWT as text', unsignedToken({})],
  ['{token}', { token: unsignedToken({}) }],
  ['{token, extra}', { token: unsignedToken({}), extra: 1 }],
  ["'Valid'", 'Valid'],
  ["' Invalid '", ' Invalid '],
  ['{message}', { message: 'Valid' }],
  ['{message, more}', { message: 'Valid', more: true }],
  ["''", ''],
  ["'not-a-token'", 'not-a-token'],
  ['{token: 5}', { token: 5 }],
  ['{message: 3}', { message: 3 }],
  ['{error}', { error: 'Valid' }],
  ['{}', {}],
  ['[]', []],
  ["['Valid']", ['Valid']],
  ['null', null],
  ['42', 42],
  ['true', true],
];

describe('the sign-in calls, read without the contract runtime, hold to the contract', () => {
  it('call the methods and paths of the contract entries', () => {
    expect(authContract.authenticate).toMatchObject({ method: 'POST', path: signInPaths.authenticate });
    expect(authContract.forgotPassword).toMatchObject({ method: 'POST', path: signInPaths.forgotPassword });
  });

  it('forgot password: sends the address in the path as the contract builds it', async () => {
    const paths: string[] = [];
    server.use(
      http.post('*/api/forgot_password/:email', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.text('Valid');
      }),
    );
    for (const email of ['gbm@example.com', 'a+b/c?d#e@example.com']) await forgotPassword(` ${email} `);
    expect(paths).toEqual(['gbm@example.com', 'a+b/c?d#e@example.com'].map((email) => buildPath(authContract.forgotPassword, { email })));
  });

  it.each(ANSWERS)('forgot password: %s is read as text exactly when the contract takes it', (_name, answer) => {
    expect(textAnswerOf(answer) !== null).toBe(checkAnswer(authContract.forgotPassword, answer).ok);
  });

  it.each(ANSWERS)('authenticate: a token is read from %s only where the contract takes the answer', (_name, answer) => {
    if (tokenOf(answer) !== null) expect(checkAnswer(authContract.authenticate, answer).ok).toBe(true);
  });
});

describe('authenticate', () => {
  it('returns the token, sent as text or as {token}', async () => {
    const token = unsignedToken({});
    server.use(http.post('*/authenticate', () => HttpResponse.json({ token })));
    await expect(authenticate('gbm', 'pw')).resolves.toBe(token);
    server.use(http.post('*/authenticate', () => HttpResponse.text(token)));
    await expect(authenticate('gbm', 'pw')).resolves.toBe(token);
  });

  it('sends the fields in a POST body', async () => {
    let body: unknown;
    server.use(
      http.post('*/authenticate', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: unsignedToken({}) });
      }),
    );
    await authenticate('gbm', 'the-password');
    expect(body).toEqual({ username: 'gbm', password: 'the-password' });
  });

  it.each([[{}], [{ token: 5 }], ['not-a-token'], [[]]])('refuses %j as a malformed answer', async (answer) => {
    server.use(http.post('*/authenticate', () => HttpResponse.json(answer)));
    await expect(authenticate('gbm', 'pw')).rejects.toMatchObject({ code: 'malformed' });
  });

  it('tells a locked account from bad credentials', async () => {
    server.use(http.post('*/authenticate', () => HttpResponse.json({ message: 'ACCOUNT_LOCKED' }, { status: 401 })));
    const refusal = (promise: Promise<string>) => promise.then(() => toApiError(undefined), toApiError);
    expect(isAccountLocked(await refusal(authenticate('gbm', 'pw')))).toBe(true);
    server.use(http.post('*/authenticate', () => HttpResponse.json({ message: 'INVALID_CREDENTIALS' }, { status: 401 })));
    expect(isAccountLocked(await refusal(authenticate('gbm', 'pw')))).toBe(false);
  });
});

describe('forgotPassword', () => {
  it('reads the answer as text or {message}, trimmed', async () => {
    server.use(http.post('*/api/forgot_password/:email', () => HttpResponse.text(' Valid ')));
    await expect(forgotPassword(' gbm@example.com ')).resolves.toBe('Valid');
    server.use(http.post('*/api/forgot_password/:email', () => HttpResponse.json({ message: 'Invalid' })));
    await expect(forgotPassword('gbm@example.com')).resolves.toBe('Invalid');
  });

  it('refuses an answer of another shape as malformed', async () => {
    server.use(http.post('*/api/forgot_password/:email', () => HttpResponse.json({ status: 'Valid' })));
    await expect(forgotPassword('gbm@example.com')).rejects.toMatchObject({ code: 'malformed' });
  });
});
