/**
 * The access model is complete (issue 36): every contract entry declares who may call it, every
 * entry whose path, query or body names an object (src/domain/access.ts NAMED_OBJECTS) declares
 * an object rule for that very place, each rule points at a place the entry has, and the mock can
 * find every kind of object a rule names.
 */
import { NAMED_OBJECTS, parseObjectRule } from '../src/domain/access';
import { allEndpoints, type AnyEndpoint, type Schema } from '../src/domain/contract';
import { definedObjectKinds } from './core/access';
import { routes } from './areas';

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  innerType?: { _zod: { def: ZodDef } };
}

/** The field paths of an object schema, nested objects one level down ('dfcProject.projectId'). */
function fieldPaths(schema: Schema | undefined, prefix = '', depth = 2): string[] {
  if (!schema || depth === 0) return [];
  let def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  while (def.innerType) def = def.innerType._zod.def;
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => [
    `${prefix}${key}`,
    ...fieldPaths(field as unknown as Schema, `${prefix}${key}.`, depth - 1),
  ]);
}

const pathParameters = (endpoint: AnyEndpoint) => [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** Where the entry names something: 'path' / 'query' / 'body' with its names. */
function placesOf(endpoint: AnyEndpoint): Record<'path' | 'query' | 'body', string[]> {
  return { path: pathParameters(endpoint), query: fieldPaths(endpoint.schemas.query, '', 1), body: fieldPaths(endpoint.schemas.body) };
}

/** The places where the entry names an object without declaring an object rule for it ('path projectId'). */
function missingObjectRules(endpoint: AnyEndpoint): string[] {
  const declared = (endpoint.rule?.objects ?? []).map(parseObjectRule);
  const places = placesOf(endpoint);
  return (['path', 'query', 'body'] as const).flatMap((where) =>
    places[where]
      .filter((name) => NAMED_OBJECTS[where].includes(name) && !declared.some((rule) => rule.in === where && rule.name === name))
      .map((name) => `${where} ${name}`),
  );
}

const entries = allEndpoints();

describe('the access model', () => {
  it('gives every contract entry an access rule', () => {
    expect(entries.filter((endpoint) => !endpoint.rule).map((endpoint) => endpoint.id)).toEqual([]);
  });

  it('declares an object rule for every place where an entry names an object', () => {
    expect(entries.flatMap((endpoint) => missingObjectRules(endpoint).map((place) => `${endpoint.id}: ${place}`))).toEqual([]);
  });

  it('reports an entry that names an object without its rule (in the path, the query or the body)', () => {
    const withoutObjects = (id: string) => {
      const endpoint = entries.find((one) => one.id === id) as AnyEndpoint;
      return { ...endpoint, rule: { ...endpoint.rule!, objects: [] } } as AnyEndpoint;
    };
    expect(missingObjectRules(withoutObjects('projects.details'))).toEqual(['path projectId']);
    expect(missingObjectRules(withoutObjects('apps.upload'))).toEqual(['query appId']);
    expect(missingObjectRules(withoutObjects('tasks.update'))).toEqual(['body taskId', 'body dfcProject.projectId']);
  });

  it('points every object rule at a place the entry has', () => {
    const wrong: string[] = [];
    for (const endpoint of entries) {
      const places = placesOf(endpoint);
      for (const rule of (endpoint.rule?.objects ?? []).map(parseObjectRule)) {
        if (!places[rule.in].includes(rule.name)) wrong.push(`${endpoint.id}: ${rule.in} ${rule.name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('can find every kind of object a rule names (each area registers its kinds)', () => {
    expect(routes.length).toBe(entries.length);
    const kinds = new Set(entries.flatMap((endpoint) => (endpoint.rule?.objects ?? []).map((text) => parseObjectRule(text).kind)));
    expect([...kinds].filter((kind) => !definedObjectKinds().includes(kind))).toEqual([]);
  });

  it("answers a list entry that names no object only with the caller's records (a declared scope)", () => {
    const lists = entries.filter((endpoint) => endpoint.method === 'GET' && !endpoint.changes && (endpoint.rule?.objects.length ?? 0) === 0 && endpoint.service !== 'mock');
    const scoped = lists.filter((endpoint) => endpoint.rule?.scope).map((endpoint) => endpoint.id);
    // Lists of records that belong to a project, an agency, a devops project or a user declare their scope.
    for (const id of ['projects.assigned', 'projects.submitted', 'dashboards.seo', 'dashboards.projectList', 'devopsService.projects', 'gitJobs.branchBuilds', 'tasks.ofUser', 'notifications.page']) {
      expect(scoped).toContain(id);
    }
  });
});
