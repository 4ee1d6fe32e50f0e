import {
  applyListQuery,
  EMPTY_LIST_QUERY,
  htmlToText,
  isFiltering,
  matchesSearch,
  notificationAccessors,
  parseListQuery,
  parseSort,
  projectAccessors,
  projectStatusOptions,
  searchKey,
  withListQuery,
  type ListQuery,
} from './listQuery';
import type { Notification } from './notifications';
import type { ProjectCard } from './projects';

function card(projectId: number, projectName: string, overrides: Partial<ProjectCard> = {}): ProjectCard {
  return {
    projectId,
    projectName,
    agencyUserName: 'gagency',
    agencyName: null,
    projectStatus: null,
    projectCreator: { username: 'gbm' },
    projectCreatedDate: '2024-03-05T10:20:30Z',
    projectCreationStatus: null,
    ...overrides,
  };
}

const CARDS: ProjectCard[] = [
  card(1, 'Zenith Kids Club', { projectStatus: 'APPROVAL_COMPLETED', projectCreatedDate: '2024-02-01T00:00:00Z', agencyUserName: 'lagency' }),
  card(2, 'aurora Relaunch', { projectStatus: 'PROJECT_DETAILS_FILLED', projectCreatedDate: '2024-05-01T00:00:00Z', agencyName: 'Northwind Creative' }),
  card(3, 'Café Crème', { projectCreatedDate: 'not a date', projectCreator: { username: 'lbm' } }),
  card(4, 'Project 10', { projectStatus: 'APPROVAL_COMPLETED', projectCreatedDate: '2023-12-24T00:00:00Z' }),
  card(5, 'Project 9', { projectStatus: 'SOMETHING_NEW', projectCreatedDate: '2024-01-10T00:00:00Z' }),
];

const query = (changes: Partial<ListQuery>): ListQuery => ({ ...EMPTY_LIST_QUERY, ...changes });
const ids = (cards: ProjectCard[]) => cards.map((c) => c.projectId);

describe('the list query in the address', () => {
  it.each([
    ['', { q: '', status: '', sort: '' }],
    ['?q=aurora&status=APPROVAL_COMPLETED&sort=newest', { q: 'aurora', status: 'APPROVAL_COMPLETED', sort: 'newest' }],
    ['?q=%20two%20words%20', { q: ' two words ', status: '', sort: '' }],
    ['?sort=sideways&status=%20', { q: '', status: '', sort: '' }],
    ['?sort=name', { q: '', status: '', sort: 'name' }],
  ])('reads %s', (search, expected) => {
    expect(parseListQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes only what is set and keeps the parameters of others', () => {
    const prev = new URLSearchParams('page=2&q=old&sort=oldest');
    expect(withListQuery(prev, query({ q: 'new', status: 'DRAFT' })).toString()).toBe('page=2&q=new&status=DRAFT');
    expect(withListQuery(prev, EMPTY_LIST_QUERY).toString()).toBe('page=2');
  });

  it.each([
    ['name', 'name'],
    ['newest', 'newest'],
    ['oldest', 'oldest'],
    ['NAME', ''],
    [null, ''],
  ])('parses the sort %s as %j', (value, expected) => {
    expect(parseSort(value)).toBe(expected);
  });

  it.each([
    [query({}), false],
    [query({ q: '   ' }), false],
    [query({ sort: 'name' }), false],
    [query({ q: 'x' }), true],
    [query({ status: 'DRAFT' }), true],
  ])('filtering %j: %s', (q, expected) => {
    expect(isFiltering(q)).toBe(expected);
  });
});

describe('matching', () => {
  it.each([
    ['  Café_Crème  ', 'cafe creme'],
    ['PROJECT_DETAILS_FILLED', 'project details filled'],
    ['a \t\n b', 'a b'],
    [null, ''],
  ])('searchKey(%j) is %j', (text, expected) => {
    expect(searchKey(text)).toBe(expected);
  });

  it.each([
    ['Hello <b>world</b>', 'Hello world'],
    ['Project <a href="/x">Aurora</a> was <i>approved</i>', 'Project Aurora was approved'],
    ['Fish &amp; Chips &lt;3 &#39;quoted&#39; &#x41;&nbsp;B', "Fish & Chips <3 'quoted' A B"],
    ['<script>alert("world")</script>Safe<style>p{}</style><!-- hidden -->', 'Safe'],
    ['&unknown; &#0; stays', '&unknown; &#0; stays'],
    ['', ''],
  ])('htmlToText(%j) is %j', (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });

  it.each([
    [['Aurora Relaunch', 'gagency'], '', true],
    [['Aurora Relaunch', 'gagency'], 'aurora', true],
    [['Aurora Relaunch', 'gagency'], 'RELAUNCH aurora', true],
    [['Aurora Relaunch', 'gagency'], 'aurora gag', true],
    [['Aurora Relaunch', 'gagency'], 'aurora lagency', false],
    [['Aurora Relaunch', null, undefined], 'relaunch', true],
    [['Café Crème'], 'cafe', true],
    [['search_api'], 'search api', true],
  ])('matchesSearch(%j, %j) is %s', (texts, q, expected) => {
    expect(matchesSearch(texts, q)).toBe(expected);
  });
});

describe('project lists', () => {
  it.each<[string, Partial<ListQuery>, number[]]>([
    ['everything in the server order', {}, [1, 2, 3, 4, 5]],
    ['by name', { q: 'aurora' }, [2]],
    ['by agency user name', { q: 'lagency' }, [1]],
    ['by agency display name', { q: 'northwind' }, [2]],
    ['by creator', { q: 'lbm' }, [3]],
    ['by accent-free name', { q: 'creme' }, [3]],
    ['nothing', { q: 'no such project' }, []],
    ['by status', { status: 'APPROVAL_COMPLETED' }, [1, 4]],
    ['by no status (yet to create)', { status: 'YET_TO_CREATE' }, [3]],
    ['by status and search', { status: 'APPROVAL_COMPLETED', q: 'zenith' }, [1]],
    ['by name A-Z, numbers in order', { sort: 'name' }, [2, 3, 5, 4, 1]],
    ['newest first, no date last', { sort: 'newest' }, [2, 1, 5, 4, 3]],
    ['oldest first, no date last', { sort: 'oldest' }, [4, 5, 1, 2, 3]],
    ['filtered and sorted', { status: 'APPROVAL_COMPLETED', sort: 'oldest' }, [4, 1]],
  ])('keeps %s', (_name, changes, expected) => {
    expect(ids(applyListQuery(CARDS, query(changes), projectAccessors()))).toEqual(expected);
  });

  it('searches the agency names looked up per card', () => {
    const lookedUp = (id: number) => (id === 4 ? 'Bluefin Digital' : undefined);
    expect(ids(applyListQuery(CARDS, query({ q: 'bluefin' }), projectAccessors(lookedUp)))).toEqual([4]);
  });

  it('does not change the list it is given', () => {
    const before = ids(CARDS);
    applyListQuery(CARDS, query({ sort: 'name' }), projectAccessors());
    expect(ids(CARDS)).toEqual(before);
  });

  it('offers the statuses present, in lifecycle order, shown with spaces', () => {
    expect(projectStatusOptions(CARDS)).toEqual([
      { value: 'YET_TO_CREATE', label: 'YET TO CREATE' },
      { value: 'PROJECT_DETAILS_FILLED', label: 'PROJECT DETAILS FILLED' },
      { value: 'APPROVAL_COMPLETED', label: 'APPROVAL COMPLETED' },
      { value: 'SOMETHING_NEW', label: 'SOMETHING NEW' },
    ]);
    expect(projectStatusOptions([])).toEqual([]);
  });
});

describe('notifications', () => {
  const notes: Notification[] = [
    { notificationId: 1, notification: 'Project <b>Aurora</b> approved', createdOn: '2024-05-01', readUnreadFlag: 'UNREAD' },
    { notificationId: 2, notification: '<a href="/p/2">Zenith</a> sent to <i>tech</i>', createdOn: '2024-05-02', readUnreadFlag: 'READ' },
    { notificationId: 3, notification: 'Tom &amp; Jerry <br/>rejected', createdOn: '2024-05-03', readUnreadFlag: 'UNREAD' },
  ];
  const keep = (changes: Partial<ListQuery>) => applyListQuery(notes, query(changes), notificationAccessors).map((n) => n.notificationId);

  it.each<[string, Partial<ListQuery>, number[]]>([
    ['text across tags', { q: 'aurora approved' }, [1]],
    ['not the markup', { q: 'href' }, []],
    ['decoded entities', { q: 'tom & jerry' }, [3]],
    ['unread ones', { status: 'UNREAD' }, [1, 3]],
    ['read ones matching', { status: 'READ', q: 'tech' }, [2]],
  ])('finds %s', (_name, changes, expected) => {
    expect(keep(changes)).toEqual(expected);
  });
});
