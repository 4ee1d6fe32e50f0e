/**
 * The content handlers over real HTTP (MSW node server), with an in-memory IndexedDB
 * (fake-indexeddb, this file only) to show that a save is stored before it is answered.
 */
import 'fake-indexeddb/auto';
import { CONTENT_PAGES, CONTENT_ROUTE_TOPICS, INFO_PAGES, type ContentItem } from '../../src/domain/content';
import { db } from '../core/state';
import { CONTENT_SEED, contentTable } from './content';
import { closePersistedDb, loadPersistedDb, MOCK_DATABASE_NAME } from '../core/persistence';
import { readSavedTable } from '../core/savedTables';
import { server } from '../node';
import { contentRoutes } from './handlers';
import { call, postJson, signInAs } from '../testing';

const USERS = ['admin', 'gbm', 'lbm', 'gpm', 'lpm', 'gagency', 'lagency', 'tech'] as const;

let tokens: Record<string, string> = {};
const tokenOf = async (username: string) => (tokens[username] ??= await signInAs(username));

const itemsPath = (page: string) => `/api/get_content/${encodeURIComponent(page)}`;

async function itemsOf(page: string, username = 'gbm'): Promise<ContentItem[]> {
  const response = await call(itemsPath(page), { token: await tokenOf(username) });
  expect(response.status).toBe(200);
  return (await response.json()) as ContentItem[];
}

async function save(body: unknown, username = 'admin'): Promise<Response> {
  return postJson('/api/set_content', body, await tokenOf(username));
}

/** The content table as IndexedDB holds it (its record and its rows), read through a connection of its own. */
const savedRecord = () => readSavedTable('content');

beforeEach(async () => {
  server.use(...contentRoutes.map((route) => route.create({})));
  tokens = {};
  await closePersistedDb();
  await new Promise((resolve) => (indexedDB.deleteDatabase(MOCK_DATABASE_NAME).onsuccess = resolve));
});

afterAll(() => closePersistedDb());

describe('who may read and edit', () => {
  it('answers 401 without a token', async () => {
    expect((await call('/api/get_content/about_dfc')).status).toBe(401);
    expect((await postJson('/api/set_content', { id: 1, title: 'x', content: '', page: 'about_dfc' })).status).toBe(401);
  });

  it.each(USERS)('lets %s read info and content pages (roles 1 to 8)', async (username) => {
    expect((await itemsOf('about_dfc', username)).length).toBeGreaterThan(0);
    expect((await itemsOf('brand_standards', username)).length).toBeGreaterThan(0);
  });

  it.each(USERS.filter((u) => u !== 'admin'))('refuses an edit by %s (only role 1 edits) and changes nothing', async (username) => {
    const [first] = await itemsOf('about_dfc');
    const response = await save({ ...first, title: 'Hijacked' }, username);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Forbidden: only roles 1 (Admin)' });
    expect((await itemsOf('about_dfc'))[0]).toEqual(first);
  });
});

describe('reading a page', () => {
  it.each(CONTENT_PAGES.map((page) => [page]))('%s has 3 to 5 items of its own, in order', async (page) => {
    const items = await itemsOf(page);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items.map((item) => Object.keys(item).sort())).toEqual(items.map(() => ['content', 'id', 'page', 'title']));
    expect(items.every((item) => item.page === page && item.title.trim() !== '' && item.content.trim() !== '')).toBe(true);
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort((x, y) => x - y));
  });

  it('seeds every routed topic and every info page, with unique ids', () => {
    expect(Object.keys(CONTENT_SEED).sort()).toEqual([...CONTENT_PAGES].sort());
    expect(Object.values(CONTENT_ROUTE_TOPICS).every((topic) => topic in CONTENT_SEED)).toBe(true);
    expect(INFO_PAGES.every((page) => page in CONTENT_SEED)).toBe(true);
    const ids = db.contentItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contentTable.version).toBe(1);
  });

  it('finds a topic with & whether the path encodes it or not', async () => {
    const encoded = await itemsOf('marketing_consent_&_channel_guidelines');
    expect(encoded.length).toBeGreaterThan(0);
    const raw = await call('/api/get_content/tiers_content_guidelines_&_templates', { token: await tokenOf('gbm') });
    expect(((await raw.json()) as ContentItem[]).map((item) => item.page)).toEqual(
      CONTENT_SEED['tiers_content_guidelines_&_templates'].map(() => 'tiers_content_guidelines_&_templates'),
    );
  });

  it.each(['no_such_page', 'Brand_Standards', 'about-dfc'])('answers [] for a page without items (%s)', async (page) => {
    expect(await itemsOf(page)).toEqual([]);
  });

  it('seeds clean content: headings, paragraphs, lists and links only, no script or event handler', () => {
    const allowed = new Set(['H3', 'H4', 'P', 'UL', 'OL', 'LI', 'A', 'STRONG', 'EM']);
    for (const item of db.contentItems) {
      const doc = new DOMParser().parseFromString(`<body>${item.content}</body>`, 'text/html');
      const elements = Array.from(doc.body.querySelectorAll('*'));
      expect({ id: item.id, tags: elements.map((e) => e.tagName).filter((t) => !allowed.has(t)) }).toEqual({ id: item.id, tags: [] });
      for (const element of elements) {
        const attributes = Array.from(element.attributes).map((attr) => attr.name);
        expect(attributes.filter((name) => !(element.tagName === 'A' && name === 'href'))).toEqual([]);
      }
      for (const link of Array.from(doc.body.querySelectorAll('a'))) {
        expect(link.getAttribute('href')).toMatch(/^(https:\/\/|mailto:|\/[A-Za-z])/);
      }
    }
    const everything = db.contentItems.map((item) => item.content).join('\n');
    expect(everything).not.toMatch(/<script|\son\w+=|javascript:/i);
    // The seeds' spread: the pages have headings, lists and links between them.
    expect(everything).toMatch(/<h3>/);
    expect(everything).toMatch(/<h4>/);
    expect(everything).toMatch(/<ol>/);
    expect(everything).toMatch(/<ul>/);
    expect(everything).toMatch(/<a href="\//);
  });

  it('has an escalation matrix with levels, named contacts and response times', async () => {
    const text = (await itemsOf('escalation_matrix')).map((item) => item.content).join(' ');
    for (const level of ['Level 1', 'Level 2', 'Level 3', 'Level 4']) expect(text).toContain(level);
    expect(text).toMatch(/within 4 business hours/);
    expect(text).toMatch(/Priya Raman/);
  });
});

describe('saving an item', () => {
  it('stores title and content exactly as sent, answers the item, and commits before answering', async () => {
    const [, second] = await itemsOf('data_privacy');
    const raw = '<h3>Changed</h3><p>New <img src=x onerror=alert(1)> text</p><script>alert(2)</script>';
    const response = await save({ id: second.id, title: '  Uploading files (updated)', content: raw, page: 'data_privacy' });
    expect(response.status).toBe(200);
    const saved = { id: second.id, title: '  Uploading files (updated)', content: raw, page: 'data_privacy' };
    expect(await response.json()).toEqual(saved);
    expect((await itemsOf('data_privacy'))[1]).toEqual(saved);
    // Stored before the answer: the table's IndexedDB record already holds it.
    const record = await savedRecord();
    expect(record?.version).toBe(contentTable.version);
    expect((record?.data.contentItems ?? []).find((item) => item.id === second.id)).toEqual(saved);
    // A reload keeps it.
    await closePersistedDb();
    db.contentItems = [];
    await loadPersistedDb();
    expect((await itemsOf('data_privacy'))[1]).toEqual(saved);
  });

  it('accepts empty content and leaves the other items alone', async () => {
    const before = await itemsOf('about_dfc');
    expect((await save({ ...before[0], content: '' })).status).toBe(200);
    const after = await itemsOf('about_dfc');
    expect(after[0].content).toBe('');
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it.each([
    ['no id', { title: 'T', content: '', page: 'about_dfc' }, 'id must be a whole positive number'],
    ['id 0 (no creation here)', { id: 0, title: 'T', content: '', page: 'about_dfc' }, 'id must be a whole positive number'],
    ['no title', { id: 1, content: '<p>x</p>', page: 'about_dfc' }, 'title is required'],
    ['a blank title', { id: 1, title: '  ', content: '<p>x</p>', page: 'about_dfc' }, 'title is required'],
    ['no page', { id: 1, title: 'T', content: '<p>x</p>' }, 'page is required'],
    ['content that is not text', { id: 1, title: 'T', content: 5, page: 'about_dfc' }, 'content must be text'],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call('/api/set_content', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
      token: await tokenOf('admin'),
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown id, or an id the page does not hold, and stores nothing', async () => {
    const unknown = await save({ id: 99999, title: 'T', content: '<p>x</p>', page: 'about_dfc' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No content item 99999 on page about_dfc' });
    const [first] = await itemsOf('brand_standards');
    const elsewhere = await save({ ...first, title: 'Moved', page: 'about_dfc' });
    expect(elsewhere.status).toBe(404);
    expect((await itemsOf('brand_standards'))[0]).toEqual(first);
    // Whatever else was stored meanwhile (a sign-in commits too), the item is as it was.
    const record = await savedRecord();
    expect((record?.data.contentItems ?? [first]).find((item) => item.id === first.id)).toEqual(first);
  });
});
