/**
 * Info and content pages (contract.content; seed 001 sections 2, 3, 6, 7).
 *
 * **Table `content`** (own version and seed; depends on nothing): `db.contentItems`, the items of
 * every page the portal shows: the sixteen routed topics and the six info pages (CONTENT_PAGES,
 * src/domain/content.ts), three to five items each, in reading order (the seed: ./seed.ts, its
 * HTML in ./pages/). An item is the wire's
 * {id, title, content, page}; content is HTML with h3 / h4 headings, paragraphs, lists, bold,
 * italic and links only (what the portal's editor writes), so an edit keeps everything.
 *
 * **Rules**
 * - GET /api/get_content/{page}: the page's items in order; [] for a page that has none (any name).
 * - POST /api/set_content {id, title, content, page}: updates the item with that id on that page
 *   (ids are never created here: an unknown id, or an id of another page, answers 404); 400 when
 *   the body is not such an item (contentItemProblem: id, a title that is not blank, content as
 *   text, page, lengths within CONTENT_LIMITS). Title and content are stored exactly as sent: a
 *   backend stores what it is given; the portal sanitises on display (SafeHtml). Answers the item.
 */
import { contentItemProblem, type ContentItem, type ContentItemProblem } from '../../src/domain/content';
import { badRequest, notFound, ok, type Outcome } from '../core/outcome';
import { db } from '../core/state';
import { defineTable } from '../core/tables';
import { CONTENT_SEED } from './seed';

export { CONTENT_SEED } from './seed';

export type StoredContentItem = ContentItem;

declare module '../core/types' {
  interface DbState {
    contentItems: StoredContentItem[];
  }
}

/** Builds the table's rows: ids from 1, page by page, in the seed's order. */
function seedContent(): StoredContentItem[] {
  let id = 1;
  return Object.entries(CONTENT_SEED).flatMap(([page, items]) => items.map(([title, content]) => ({ id: id++, title, content, page })));
}

export const contentTable = defineTable({
  name: 'content',
  version: 1,
  keys: ['contentItems'],
  seed: () => ({ contentItems: seedContent() }),
});

/* ---------- rules ---------- */

/** GET /api/get_content/{page}: the page's items in order; [] for a page without any. */
export function contentOf(page: string): ContentItem[] {
  return db.contentItems.filter((item) => item.page === page).map((item) => ({ ...item }));
}

const PROBLEMS: Record<ContentItemProblem, string> = {
  id: 'id must be a whole positive number',
  title: 'title is required',
  titleTooLong: 'title is too long',
  content: 'content must be text',
  contentTooLong: 'content is too long',
  page: 'page is required',
};

/** POST /api/set_content: updates the item {id} of {page} with the title and content as sent. */
export function setContent(body: unknown): Outcome<ContentItem> {
  const problem = contentItemProblem(body);
  if (problem) return badRequest(PROBLEMS[problem]);
  const { id, title, content, page } = body as ContentItem;
  const stored = db.contentItems.find((item) => item.id === id && item.page === page);
  if (!stored) return notFound(`No content item ${id} on page ${page}`);
  stored.title = title;
  stored.content = content;
  return ok({ ...stored });
}
