/**
 * Info and content pages (contract.content; seed 001 sections 6, 7). The rules and the table are
 * in mocks/content/content.ts.
 *
 * Who: any signed-in user reads (roles 1 to 8: "Info, standards, guidelines, brand-site"); only
 * role 1 edits ("Edit info content in place"), others get 403. 401 without a token.
 *
 * Answers: the page's items ([] for a page without any); the saved item, or 400 for a body that
 * is not an item (id, title, page missing or wrong), 404 for an id that the page does not hold.
 * A save is committed before it is answered (handle() commits every 2xx of a changing entry).
 */
import { contentContract } from '../../src/domain/contract/content';
import { contentOf, setContent } from './content';
import { ok } from '../core/outcome';
import { handle } from '../core/contract';
import { answer, readJson } from '../core/http';

export const contentRoutes = [
  handle(contentContract.items, ({ params }) => answer(ok(contentOf(params.page)))),
  handle(contentContract.save, async ({ request }) => answer(setContent(await readJson(request)))),
];
