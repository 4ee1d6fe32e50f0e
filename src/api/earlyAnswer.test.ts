import * as z from 'zod/mini';
import { defineGroup, get } from '../domain/contract';
import { loose } from '../domain/contract/check';
import { http, HttpResponse, server } from '../../mocks/node';
import { callsOf } from './call';
import { EARLY_ANSWER_TTL_MS, EARLY_TEXT_ATTRIBUTE, earlyCallUrl, firstCallFor, paintEarlyText, resetEarlyAnswers, roleClaimOf, routeParams, startEarlyCall, startFrameCall, takeEarlyAnswer } from './earlyAnswer';

const early = defineGroup('early', {
  details: get('/api/early/:projectId', 'object').returns(loose({ projectName: z.string() })),
});

/** Counts the calls the server gets, answering each with `answer(n)`. */
function serve(answer: (n: number) => Response) {
  const seen: string[] = [];
  server.use(
    http.get('/api/early/:projectId', ({ request }) => {
      seen.push(request.headers.get('Authorization') ?? 'none');
      return answer(seen.length);
    }),
  );
  return seen;
}

afterEach(() => {
  resetEarlyAnswers();
  jest.useRealTimers();
});

describe('routeParams and earlyCallUrl', () => {
  it("reads a route's parameters from the address, and nothing from another page's", () => {
    expect(routeParams('/viewProjectDetails/:projectId', '/viewProjectDetails/12')).toEqual({ projectId: '12' });
    expect(routeParams('/viewProjectDetails/:projectId', '/viewProjectDetails/12/')).toEqual({ projectId: '12' });
    expect(routeParams('/viewProjectDetails/:projectId', '/viewProjectDetails')).toBeNull();
    expect(routeParams('/viewProjectDetails/:projectId', '/MyProjects')).toBeNull();
  });

  it("builds the call's address on the API's base URL, each parameter encoded once", () => {
    expect(earlyCallUrl('/api/get_dfc_project/:projectId', { projectId: '12' }, '')).toBe('/api/get_dfc_project/12');
    expect(earlyCallUrl('/api/get_dfc_project/:projectId', { projectId: 'a%20b' }, 'https://api.example.test/')).toBe(
      'https://api.example.test/api/get_dfc_project/a%20b',
    );
    expect(earlyCallUrl('/api/get_dfc_project/:projectId', {}, '')).toBeNull();
  });
});

describe('an early call handed to the typed call', () => {
  it("is the page's first result: the server is called once, with the stored token, and the answer is checked", async () => {
    const seen = serve(() => HttpResponse.json({ projectName: 'Early bird' }));
    startEarlyCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/viewProjectDetails/12', 'stored.token');
    await expect(callsOf(early).details({ params: { projectId: 12 } })).resolves.toEqual({ projectName: 'Early bird' });
    expect(seen).toEqual(['Bearer stored.token']);
  });

  it('is taken once: a second read calls the server again', async () => {
    const seen = serve((n) => HttpResponse.json({ projectName: `answer ${n}` }));
    startEarlyCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/viewProjectDetails/12', 'stored.token');
    await expect(callsOf(early).details({ params: { projectId: 12 } })).resolves.toEqual({ projectName: 'answer 1' });
    await expect(callsOf(early).details({ params: { projectId: 12 } })).resolves.toEqual({ projectName: 'answer 2' });
    expect(seen).toHaveLength(2);
  });

  it('is not used for another object: the call for project 13 goes to the server', async () => {
    const seen = serve(() => HttpResponse.json({ projectName: 'x' }));
    startEarlyCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/viewProjectDetails/12', 'stored.token');
    await callsOf(early).details({ params: { projectId: 13 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The early call for 12 and the page's own call for 13.
    expect(seen).toHaveLength(2);
    expect(takeEarlyAnswer('/api/early/12')).toBeDefined();
  });

  it('a failed early answer (401, 500) is not the result: the call is made again through the client', async () => {
    const seen = serve((n) => (n === 1 ? HttpResponse.json({ message: 'expired' }, { status: 401 }) : HttpResponse.json({ projectName: 'fresh' })));
    startEarlyCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/viewProjectDetails/12', 'old.token');
    await expect(callsOf(early).details({ params: { projectId: 12 } })).resolves.toEqual({ projectName: 'fresh' });
    expect(seen).toHaveLength(2);
  });

  it('a malformed early answer is a malformed error, as the same answer through the client would be', async () => {
    serve(() => HttpResponse.json({ projectName: 42 }));
    startEarlyCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/viewProjectDetails/12', 'stored.token');
    await expect(callsOf(early).details({ params: { projectId: 12 } })).rejects.toMatchObject({ code: 'malformed' });
  });

  it('starts nothing for a page that is not its route', async () => {
    const seen = serve(() => HttpResponse.json({ projectName: 'x' }));
    startEarlyCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/MyProjects', 'stored.token');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
  });

  it('is dropped when the page does not ask for it in time', () => {
    jest.useFakeTimers();
    serve(() => HttpResponse.json({ projectName: 'x' }));
    startEarlyCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/viewProjectDetails/12', 'stored.token');
    jest.advanceTimersByTime(EARLY_ANSWER_TTL_MS + 1);
    expect(takeEarlyAnswer('/api/early/12')).toBeUndefined();
  });
});

describe("a frame's first call, by role", () => {
  const token = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

  it("reads the Role claim of the stored token (a number or a number's text), null when it does not decode", () => {
    expect(roleClaimOf(token({ Role: 6 }))).toBe(6);
    expect(roleClaimOf(token({ Role: '7', name: 'ü' }))).toBe(7);
    expect(roleClaimOf(token({}))).toBeNull();
    expect(roleClaimOf('not a token')).toBeNull();
  });

  it("picks the role's alternative, else the default", () => {
    const spec = '/api/get_dfc_project/:projectId; 6,7=/api/get_dfc_project_draft/:projectId';
    expect(firstCallFor(spec, 2)).toBe('/api/get_dfc_project/:projectId');
    expect(firstCallFor(spec, null)).toBe('/api/get_dfc_project/:projectId');
    expect(firstCallFor(spec, 7)).toBe('/api/get_dfc_project_draft/:projectId');
    expect(firstCallFor('/api/only', 6)).toBe('/api/only');
  });

  it("starts the role's call for the page", async () => {
    const seen = serve(() => HttpResponse.json({ projectName: 'x' }));
    startFrameCall('/viewProjectDetails/:projectId', '/api/other/:projectId; 6=/api/early/:projectId', '/viewProjectDetails/5', token({ Role: 6 }));
    await expect(takeEarlyAnswer('/api/early/5')).resolves.toEqual({ status: 200, data: { projectName: 'x' } });
    expect(seen).toHaveLength(1);
  });
});

describe("the frame's heading, painted from the early answer", () => {
  /** A frame like the details page's: its heading names the answer's field it shows. */
  function frameWithHeading(): { frame: HTMLElement; heading: HTMLElement } {
    const frame = document.createElement('div');
    const heading = document.createElement('h1');
    heading.setAttribute(EARLY_TEXT_ATTRIBUTE, 'projectName');
    heading.textContent = 'Project Details';
    frame.append(heading);
    document.body.append(frame);
    return { frame, heading };
  }

  afterEach(() => document.body.replaceChildren());

  it("shows the project's name as soon as the call answers, as text (markup stays text)", async () => {
    serve(() => HttpResponse.json({ projectName: '<img src=x onerror=alert(1)> Early bird' }));
    const { frame, heading } = frameWithHeading();
    heading.className = 'MuiTypography-h4';
    await startFrameCall('/viewProjectDetails/:projectId', '/api/early/:projectId', '/viewProjectDetails/5', 'stored.token', frame);
    // A new heading of the same kind (the browser counts its first paint as the page's largest).
    const painted = frame.querySelector('h1');
    expect(painted).not.toBe(heading);
    expect(painted?.className).toBe('MuiTypography-h4');
    expect(painted?.textContent).toBe('<img src=x onerror=alert(1)> Early bird');
    expect(frame.querySelector('img')).toBeNull();
    // The page still takes the same answer as its first result.
    await expect(takeEarlyAnswer('/api/early/5')).resolves.toEqual({ status: 200, data: { projectName: '<img src=x onerror=alert(1)> Early bird' } });
  });

  it('keeps the frame as it is for a refusal, a failure, an empty or missing name, or a frame the app has replaced', () => {
    const cases: Array<[string, Parameters<typeof paintEarlyText>[1]]> = [
      ['refused', { status: 403, data: { projectName: 'Secret' } }],
      ['network failure', null],
      ['empty name', { status: 200, data: { projectName: '  ' } }],
      ['no name', { status: 200, data: { projectId: 5 } }],
      ['not JSON', { status: 200, data: 'Aurora' }],
    ];
    for (const [why, answer] of cases) {
      const { frame, heading } = frameWithHeading();
      paintEarlyText(frame, answer);
      expect([why, frame.querySelector('h1') === heading, heading.textContent]).toEqual([why, true, 'Project Details']);
    }
    const { frame, heading } = frameWithHeading();
    heading.remove();
    paintEarlyText(frame, { status: 200, data: { projectName: 'Aurora' } });
    expect(heading.textContent).toBe('Project Details');
  });
});
