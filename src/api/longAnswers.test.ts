import { http, HttpResponse, server } from '../../mocks/node';
import '../store/apiRuntime';
import { makeStore, cancelAllSagas } from '../app/store';
import { projectsContract } from '../domain/contract/projects';
import { card } from '../features/projects/components/ProjectCard.fixtures';
import type { ProjectCard } from '../domain/projects';
import { appsContract } from '../domain/contract/apps';
import { checkedAnswer, request, urlOf } from './call';
import { projectsApi } from './projects';
import { fetchApps } from './apps';
import { webAppRead } from '../testing/appRead';
import { heldList, LONG_ANSWER_ITEMS } from '../store/heldLists';
import { checkSlices } from './longAnswers';

const cards = (count: number) => Array.from({ length: count }, (_, index) => card({ projectId: index + 1, projectName: `Project ${index + 1}` }));
const LONG = LONG_ANSWER_ITEMS + 100;

let answer: unknown = [];
beforeEach(() => {
  answer = [];
  server.use(http.get(projectsContract.assigned.path, () => HttpResponse.json(answer as never)));
});
afterEach(() => cancelAllSagas());

async function loadAssigned(store: ReturnType<typeof makeStore>) {
  const result = await store.dispatch(projectsApi.endpoints.projectList.initiate('assigned', { forceRefetch: true, subscribe: false }));
  return result.data as readonly ProjectCard[];
}

describe('a long list answer in the store: kept out of the deep freeze', () => {
  it("is frozen shallowly, its items are not frozen one by one (Immer's deep freeze skips it)", async () => {
    const store = makeStore({}, { sagas: false });
    answer = cards(LONG);
    const data = await loadAssigned(store);
    expect(data).toHaveLength(LONG);
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data[0])).toBe(false);
    expect(Object.isFrozen(data[LONG - 1].projectCreator)).toBe(false);
  });

  it('a short list is frozen deeply, as any other answer', async () => {
    const store = makeStore({}, { sagas: false });
    answer = cards(3);
    const data = await loadAssigned(store);
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data[0])).toBe(true);
  });

  it('an equal answer keeps the list (and a changed one keeps its unchanged items)', async () => {
    const store = makeStore({}, { sagas: false });
    answer = cards(LONG);
    const first = await loadAssigned(store);
    const again = await loadAssigned(store);
    expect(again).toBe(first);
    answer = cards(LONG).map((item) => (item.projectId === 7 ? { ...item, projectName: 'Renamed' } : item));
    const changed = await loadAssigned(store);
    expect(changed).not.toBe(first);
    expect(changed[6]).not.toBe(first[6]);
    expect(changed[6].projectName).toBe('Renamed');
    expect(changed[5]).toBe(first[5]);
    expect(changed[LONG - 1]).toBe(first[LONG - 1]);
    expect(Object.isFrozen(changed)).toBe(true);
  });

  it('heldList: a shorter or longer answer is a new list; a short one is left to the store', () => {
    const long = heldList(undefined, cards(LONG));
    expect(Object.isFrozen(long)).toBe(true);
    const short = heldList(long, cards(2));
    expect(short).toHaveLength(2);
    expect(short[0]).toBe(long[0]);
    expect(Object.isFrozen(short)).toBe(false);
  });
});

describe("a long answer's items: checked in short slices, each a task of its own", () => {
  const global = globalThis as { MessageChannel?: unknown };
  const ownChannel = global.MessageChannel;
  let slices = 0;
  beforeEach(() => {
    slices = 0;
    // Slices of ITEMS_PER_SLICE items, each counted as the page's message that runs it.
    checkSlices.ms = 0;
    global.MessageChannel = class {
      port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => {} };
      port2 = {
        postMessage: () => {
          slices += 1;
          setTimeout(() => this.port1.onmessage?.(), 0);
        },
      };
    };
  });
  afterEach(() => {
    checkSlices.ms = 8;
    global.MessageChannel = ownChannel;
  });

  it('a long list is checked over several slices, and read as the whole check reads it', async () => {
    const list = cards(LONG).map(({ projectStatus: _left, ...item }) => item);
    answer = list;
    const read = await request(projectsContract.assigned, undefined);
    expect(slices).toBeGreaterThan(1);
    expect(read).toEqual(checkedAnswer(projectsContract.assigned, list));
    expect(read[0].projectStatus).toBeNull();
  });

  it('a bad item fails the call as before: malformed, naming the entry, the item and the field', async () => {
    const list: unknown[] = cards(LONG);
    list[321] = { ...card({ projectId: 322, projectName: 'Project 322' }), projectName: 42 };
    answer = list;
    let whole: unknown;
    try {
      checkedAnswer(projectsContract.assigned, list);
    } catch (error) {
      whole = error;
    }
    expect(whole).toMatchObject({ code: 'malformed', message: expect.stringContaining('[321].projectName: expected string, received number') });
    await expect(request(projectsContract.assigned, undefined)).rejects.toEqual(whole);
  });

  it('a long {result: [...]} answer (the apps) is checked in slices too, and a bad app fails as before', async () => {
    const app = (appId: number) => webAppRead({ appId, appName: `app_${appId}`, projectId: 34 });
    const url = `/${urlOf(appsContract.list, { projectId: 34 })}`;
    const apps = Array.from({ length: LONG }, (_, index) => app(index + 1));
    server.use(http.get(url, () => HttpResponse.json({ result: apps, note: 'kept' })));
    const read = await fetchApps(34);
    expect(slices).toBeGreaterThan(1);
    expect(read).toEqual((checkedAnswer(appsContract.list, { result: apps }) as { result: unknown[] }).result);

    const bad = [...apps];
    bad[400] = { ...app(401), appType: 'mainframe' };
    server.use(http.get(url, () => HttpResponse.json({ result: bad })));
    let whole: unknown;
    try {
      checkedAnswer(appsContract.list, { result: bad });
    } catch (error) {
      whole = error;
    }
    expect(whole).toMatchObject({ code: 'malformed', message: expect.stringContaining('apps.list') });
    await expect(fetchApps(34)).rejects.toEqual(whole);
  });
});
