/**
 * The endpoint contract (src/domain/contract) in node, for `npm run openapi` and
 * `npm run contract:check`: the TypeScript is transpiled on load by ts-node (tsconfig.json's
 * "ts-node" options: transpile only, CommonJS), about a second, no bundle.
 *
 * Entries given a runtime schema (zod/mini) are described and checked by it; an entry without
 * one yet falls back to its coarse answer kind ('array', 'object', 'text', …), as the client does.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

let loaded;

/**
 * `{ contract, endpoints, checkAnswer, buildPath, routePath, toJSONSchema, domain }`: the
 * contract's groups, every entry a backend answers (the mock's own 'mock' service left out), the
 * contract's helpers and a few constants and rules of src/domain. zod is the project's own copy, so its schemas and toJSONSchema agree.
 */
export function loadContract() {
  if (loaded) return loaded;
  requireFromRoot('ts-node').register({ project: path.join(ROOT, 'tsconfig.json'), transpileOnly: true });
  const index = requireFromRoot(path.join(ROOT, 'src/domain/contract/index.ts'));
  const { checkAnswer, answerHeaderProblem } = requireFromRoot(path.join(ROOT, 'src/domain/contract/check.ts'));
  const { toJSONSchema } = requireFromRoot('zod/mini');
  const { CONTENT_PAGES } = requireFromRoot(path.join(ROOT, 'src/domain/content.ts'));
  const { PROJECT_STATUSES } = requireFromRoot(path.join(ROOT, 'src/domain/projects.ts'));
  const access = requireFromRoot(path.join(ROOT, 'src/domain/access.ts'));
  const { resourceName } = requireFromRoot(path.join(ROOT, 'src/domain/cloud.ts'));
  const { containerName } = requireFromRoot(path.join(ROOT, 'src/domain/techTeam.ts'));
  const { devopsProjectNameOf } = requireFromRoot(path.join(ROOT, 'src/domain/gitTools.ts'));
  const { CAPABILITIES } = requireFromRoot(path.join(ROOT, 'src/domain/roles.ts'));
  loaded = {
    contract: index.contract,
    endpoints: index.allEndpoints().filter((endpoint) => endpoint.service !== 'mock'),
    checkAnswer,
    answerHeaderProblem,
    buildPath: index.buildPath,
    routePath: index.routePath,
    toJSONSchema,
    /**
     * Constants the conformance check picks parameters with (the content pages' names, the project
     * statuses in order); the access rules' meaning (src/domain/access.ts) and the names the portal
     * gives a project's container, cloud resource and devops project, which the access check and the
     * OpenAPI document read (a capability's roles in words: access.rolesText); capabilities: each
     * capability's roles.
     */
    domain: {
      contentPages: CONTENT_PAGES,
      projectStatuses: PROJECT_STATUSES,
      access,
      capabilities: CAPABILITIES,
      names: { resourceName, containerName, devopsProjectNameOf },
    },
  };
  return loaded;
}

/** The JSON schema of a coarse answer kind (an entry without a schema yet). */
export const COARSE_SCHEMAS = {
  array: { type: 'array' },
  object: { type: 'object' },
  text: { type: 'string' },
  number: {
    description: 'A number, or a text that reads as one.',
    anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\s*-?\\d+(\\.\\d+)?\\s*$' }],
  },
  any: {},
};

function kindOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Whether data has the coarse shape of an answer kind (what the client accepts without a schema). */
function coarseProblem(answer, data) {
  switch (answer) {
    case 'array':
    case 'object':
      return kindOf(data) === answer ? null : `expected ${answer}, received ${kindOf(data)}`;
    case 'text':
      return typeof data === 'string' ? null : `expected string, received ${kindOf(data)}`;
    case 'number':
      return typeof data === 'number' || (typeof data === 'string' && data.trim() !== '' && Number.isFinite(Number(data)))
        ? null
        : `expected number, received ${kindOf(data)}`;
    default:
      return null;
  }
}

/**
 * The first problem of an answer, `{ field, problem }` ('' for the answer itself), or null when
 * it conforms: the entry's schema (leniently, as the client reads it), else its coarse kind.
 */
export function answerProblem(endpoint, data) {
  const { checkAnswer } = loadContract();
  if (endpoint.schemas.answer) {
    const check = checkAnswer(endpoint, data);
    return check.ok ? null : { field: check.problem.field, problem: check.problem.problem };
  }
  const problem = coarseProblem(endpoint.answer, data);
  return problem ? { field: '', problem } : null;
}

/** Whether a schema is a multipart form (a custom schema that accepts a FormData). */
export function isMultipart(schema) {
  if (schema?._zod?.def?.type !== 'custom' || typeof globalThis.FormData === 'undefined') return false;
  const result = schema['~standard'].validate(new globalThis.FormData());
  return !(result instanceof Promise) && !result.issues;
}

/** The names of a path's parameters, in order ('/a/:x/b/:y' -> ['x', 'y']). */
export function pathParameterNames(seedPath) {
  return [...seedPath.matchAll(/:(\w+)/g)].map((match) => match[1]);
}
