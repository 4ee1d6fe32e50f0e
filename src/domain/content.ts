/**
 * Info and content pages (seed 001 sections 2, 3, 6, 7): the item on the wire, the topic each of
 * the sixteen content routes loads, the six info pages, and the limits of an edit.
 */

import * as z from 'zod/mini';
import { loose } from './contract/check';

/** Info content item (seed 001 section 3): id, title, content (HTML from the server), page; the body of POST /api/set_content. */
export const ContentItem = loose({
  id: z.number(),
  title: z.string(),
  /** HTML as the server stores it: shown only through SafeHtml (sanitised). */
  content: z.string(),
  /** The topic or info page name the item belongs to ('brand_standards', 'about_dfc'). */
  page: z.string(),
});
export type ContentItem = z.infer<typeof ContentItem>;

/**
 * An item of GET /api/get_content/{page} as it may arrive ('other content pages: shape not shown'):
 * each field optional, an id possibly written as text; contentItemsOf reads it and leaves out an
 * item without a usable id. A field of another kind (a title that is a number) is malformed.
 */
export const ContentItemOnWire = loose({
  id: z.optional(z.union([z.number(), z.string()])),
  title: z.optional(z.nullable(z.string())),
  content: z.optional(z.nullable(z.string())),
  page: z.optional(z.nullable(z.string())),
});
export type ContentItemOnWire = z.infer<typeof ContentItemOnWire>;

/** The topics of seed 001 section 2, spelt exactly as listed there (mixed case and '&' included). */
export const CONTENT_TOPICS = [
  'marketing_code',
  'ethics_compliance',
  'brand_standards',
  'Coding_standards',
  'accessibility_standards',
  'identity_access_management_standards',
  'martech_standards',
  'mobile_application_standards',
  'Web_standards',
  'domain_name_guidelines',
  'Mobile_Application_Guidelines',
  'User_Data_Guidelines',
  'vendor_or_Partner_compliance_guidelines',
  'Website_Guidelines',
  'marketing_consent_&_channel_guidelines',
  'whats_a_starter_kit',
  'standards_&_best_practices',
  'tiers_content_guidelines_&_templates',
] as const;

export type ContentTopic = (typeof CONTENT_TOPICS)[number];

/**
 * The sixteen content routes (seed 001 section 2) and the topic each loads. The routes keep the
 * seeds' spelling ('n' for '&' in the path, mixed case); the topics keep the topic list's.
 */
export const CONTENT_ROUTE_TOPICS = {
  '/brandstandards': 'brand_standards',
  '/accessibility_standards': 'accessibility_standards',
  '/Coding_standards': 'Coding_standards',
  '/identity_access_management_standards': 'identity_access_management_standards',
  '/martech_standards': 'martech_standards',
  '/mobile_application_standards': 'mobile_application_standards',
  '/Web_standards': 'Web_standards',
  '/Guidelines/Domain_Name_Guidelines': 'domain_name_guidelines',
  '/Guidelines/mobile_application_guidelines': 'Mobile_Application_Guidelines',
  '/Guidelines/user_data_guidelines': 'User_Data_Guidelines',
  '/Guidelines/vendor_or_Partner_compliance_guidelines': 'vendor_or_Partner_compliance_guidelines',
  '/Guidelines/website_guidelines': 'Website_Guidelines',
  '/Guidelines/marketing_consent_n_channel_guidelines': 'marketing_consent_&_channel_guidelines',
  '/brandsites/whats_a_starter_kit': 'whats_a_starter_kit',
  '/brandsites/tiers_content_guidelines_n_templates': 'tiers_content_guidelines_&_templates',
  '/brandsites/standards_n_best_practices': 'standards_&_best_practices',
} as const satisfies Record<string, ContentTopic>;

export type ContentRoute = keyof typeof CONTENT_ROUTE_TOPICS;

/** The info pages (seed 001 section 2): the route's last segment is the page name sent to get_content. */
export const INFO_PAGES = ['about_dfc', 'supported_features', 'data_privacy', 'escalation_matrix', 'marketing_code', 'ethics_compliance'] as const;

export type InfoPage = (typeof INFO_PAGES)[number];

/** Where the info pages live. */
export const INFO_ROUTE_PREFIX = '/overview/';

/** Every page name the server holds content for: the sixteen routed topics and the six info pages. */
export const CONTENT_PAGES: readonly string[] = [...new Set<string>([...Object.values(CONTENT_ROUTE_TOPICS), ...INFO_PAGES])];

/** The banner of the content and info pages is 300 px tall (seed 001 section 2). */
export const CONTENT_BANNER_HEIGHT = 300;

/** One path form for comparing: no trailing slash, lower case (react-router matches routes regardless of case). */
function pathKey(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

const TOPIC_BY_PATH = new Map<string, ContentTopic>(Object.entries(CONTENT_ROUTE_TOPICS).map(([route, topic]) => [pathKey(route), topic]));

/** The topic a content route loads ('/brandstandards' → 'brand_standards'); null for any other path. */
export function topicOfPath(pathname: string): ContentTopic | null {
  return TOPIC_BY_PATH.get(pathKey(pathname)) ?? null;
}

/** The info page of an info route ('/overview/about_dfc' → 'about_dfc'); null for any other path. */
export function infoPageOfPath(pathname: string): InfoPage | null {
  const key = pathKey(pathname);
  const prefix = INFO_ROUTE_PREFIX.toLowerCase();
  if (!key.startsWith(prefix)) return null;
  const name = key.slice(prefix.length);
  return INFO_PAGES.find((page) => page === name) ?? null;
}

/** The route of an info page. */
export const infoRouteOf = (page: InfoPage) => `${INFO_ROUTE_PREFIX}${page}`;

/** Limits of an edit (ours: the seeds give none); the mock backend enforces the same. */
export const CONTENT_LIMITS = {
  titleMax: 200,
  /** Characters of HTML. */
  contentMax: 100_000,
} as const;

export type ContentItemProblem = 'id' | 'title' | 'titleTooLong' | 'content' | 'contentTooLong' | 'page';

/**
 * What is wrong with an item to save, or null when it may be sent: a whole positive id, a title
 * that is not blank, content as a string (it may be empty), a page name. Lengths within CONTENT_LIMITS.
 */
export function contentItemProblem(value: unknown): ContentItemProblem | null {
  if (typeof value !== 'object' || value === null) return 'id';
  const item = value as Partial<Record<keyof ContentItem, unknown>>;
  if (typeof item.id !== 'number' || !Number.isInteger(item.id) || item.id < 1) return 'id';
  if (typeof item.title !== 'string' || item.title.trim() === '') return 'title';
  if (item.title.length > CONTENT_LIMITS.titleMax) return 'titleTooLong';
  if (typeof item.content !== 'string') return 'content';
  if (item.content.length > CONTENT_LIMITS.contentMax) return 'contentTooLong';
  if (typeof item.page !== 'string' || item.page.trim() === '') return 'page';
  return null;
}

/**
 * The items of a get_content answer, well-formed: entries that are not objects or carry no usable
 * id are left out; an id written as text reads as a number; a missing title or content reads as ''.
 */
export function contentItemsOf(list: readonly unknown[], page: string): ContentItem[] {
  const items: ContentItem[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const raw = entry as Record<string, unknown>;
    const id = typeof raw.id === 'string' && /^\d+$/.test(raw.id) ? Number(raw.id) : raw.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) continue;
    items.push({
      id,
      title: typeof raw.title === 'string' ? raw.title : '',
      content: typeof raw.content === 'string' ? raw.content : '',
      page: typeof raw.page === 'string' && raw.page !== '' ? raw.page : page,
    });
  }
  return items;
}
