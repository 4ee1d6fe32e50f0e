import { contentItemsOf, type ContentItem } from '../domain/content';
import { contentContract } from '../domain/contract/content';
import { api, fromCall } from './baseApi';
import { callsOf } from './call';

/**
 * Info and content pages (contract.content): a page's items through RTK Query, cached per page
 * (tag Content, id = the page name), and the in-place edit of one item (role 1), which refreshes
 * that page once the server has stored it.
 */
const calls = callsOf(contentContract);

export const contentApi = api.enhanceEndpoints({ addTagTypes: ['Content'] }).injectEndpoints({
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/get_content/{page}: the page's items, well-formed (contentItemsOf). */
    contentItems: build.query<ContentItem[], string>({
      queryFn: fromCall(async (page: string, signal) => contentItemsOf(await calls.items({ params: { page } }, signal), page)),
      providesTags: (_result, _error, page) => [{ type: 'Content', id: page }],
    }),
    /** POST /api/set_content {id, title, content, page}; on success the page's cached items show the saved item at once. */
    saveContent: build.mutation<unknown, ContentItem>({
      queryFn: fromCall((item: ContentItem, signal) => calls.save({ body: item }, signal)),
      async onQueryStarted(item, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          contentApi.util.updateQueryData('contentItems', item.page, (items) => {
            const index = items.findIndex((entry) => entry.id === item.id);
            if (index >= 0) items[index] = { ...item };
          }),
        );
      },
      invalidatesTags: (_result, error, item) => (error ? [] : [{ type: 'Content', id: item.page }]),
    }),
  }),
});

export const { useContentItemsQuery, useSaveContentMutation } = contentApi;
