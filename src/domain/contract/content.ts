/** Info and content pages (seed 001 section 7, "Content"): a page's items, and the in-place edit of one (role 1). */
import * as z from 'zod/mini';
import { ContentItem, ContentItemOnWire } from '../content';
import { Unread } from './check';
import { defineGroup, get, post } from './define';

export const contentContract = defineGroup('content', {
  /** The items of a topic or info page ('brand_standards', 'about_dfc'); [] for a page without any. */
  items: get('/api/get_content/:page', 'array').returns(z.array(ContentItemOnWire)).allow('content'),
  /** Saves an item's title and content: {id, title, content, page}. */
  save: post('/api/set_content', 'any').returns(Unread).takes(ContentItem).allow('editInfoContent'),
});
