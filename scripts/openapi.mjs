#!/usr/bin/env node
/**
 * `npm run openapi`: the endpoint contract (src/domain/contract) as OpenAPI 3.1, written to
 * dist/openapi.json (or the path after --out) for a backend team. `--lint` then lints it with
 * Redocly's recommended ruleset (redocly.yaml), as `npm run check` does.
 *
 * Every entry the backend answers is an operation: its id is the entry's id, its path is the
 * seeds' spelling with ':name' as '{name}' (a path the seeds write without a leading slash is
 * served at '/…': the operation says so in x-seed-path), its service is x-service (api,
 * buildServer, devopsService: each at its own configured base URL, see `servers`). Bodies,
 * queries and answers come from the entries' zod schemas (z.toJSONSchema); an entry without a
 * schema yet has the coarse JSON schema of its answer kind. The mock's own entries ('mock'
 * service) are left out.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COARSE_SCHEMAS, isMultipart, loadContract, pathParameterNames, ROOT } from './contractTools.mjs';

export const OPENAPI_FILE = path.join(ROOT, 'dist/openapi.json');

const SERVICES = {
  api: {
    variable: 'apiBaseUrl',
    description: "The portal's backend (config apiBaseUrl; '' = the portal's own origin).",
  },
  buildServer: {
    variable: 'buildServerUrl',
    description: 'The build server (config buildServerUrl), in the shape of Jenkins’ remote-access API.',
  },
  devopsService: {
    variable: 'devopsServiceUrl',
    description: 'The hosted devops service (config devopsServiceUrl: the organisation), in the shape of the Azure DevOps REST API.',
  },
};

const serverOf = (service) => ({
  url: `{${SERVICES[service].variable}}`,
  description: SERVICES[service].description,
  variables: { [SERVICES[service].variable]: { default: 'http://localhost:8080', description: `${SERVICES[service].description} No trailing slash.` } },
});

/** Path parameters that are numbers (ids and numbers of the portal's records); the others are text. */
const NUMERIC_PARAMETER = /^(projectId|appId|userId|notificationId|cloudPlatformId|serviceId|buildNo|queueId|version|page)$/;

const ERROR_ANSWER = {
  description: "An error's body: a text, or an object whose message (or error) the portal shows.",
  anyOf: [
    { type: 'string' },
    { type: 'object', properties: { message: { type: 'string' }, error: { type: 'string' } } },
  ],
};

/** What an entry without a schema answers, by its coarse kind. */
const COARSE_TEXTS = {
  array: 'a JSON array',
  object: 'a JSON object',
  text: 'a text',
  number: 'a number, or a text that reads as one',
  any: 'any JSON or text',
  none: 'no body the portal reads',
};

const json = (schema) => ({ 'application/json': { schema } });
const errorContent = () => ({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } }, 'text/plain': { schema: { type: 'string' } } });

/** zod -> JSON schema: `$defs` (recursive schemas) moved to components.schemas under the operation's name. */
export function jsonSchemaOf(toJSONSchema, schema, io, defsName, components) {
  const converted = toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io, cycles: 'ref', reused: 'inline' });
  delete converted.$schema;
  const defs = converted.$defs;
  delete converted.$defs;
  if (!defs) return converted;
  const moved = (value) => JSON.parse(JSON.stringify(value), (key, item) => (key === '$ref' ? item.replace(/^#\/\$defs\//, `#/components/schemas/${defsName}_`) : item));
  for (const [name, def] of Object.entries(defs)) components[`${defsName}_${name}`] = moved(def);
  return moved(converted);
}

function answerContent(endpoint, toJSONSchema, components) {
  if (endpoint.answer === 'none' && !endpoint.schemas.answer) return undefined;
  // What the portal accepts: the schema's input side (a field with a default may be left out).
  const schema = endpoint.schemas.answer
    ? jsonSchemaOf(toJSONSchema, endpoint.schemas.answer, 'input', `${endpoint.id.replace('.', '_')}_answer`, components)
    : COARSE_SCHEMAS[endpoint.answer];
  if (endpoint.answer === 'text') return { 'text/plain': { schema } };
  return json(schema);
}

function requestBodyOf(endpoint, toJSONSchema, components) {
  const body = endpoint.schemas.body;
  if (!body) return undefined;
  if (isMultipart(body)) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', description: 'A multipart form (the file and its fields).' } } },
    };
  }
  return { required: true, content: json(jsonSchemaOf(toJSONSchema, body, 'output', `${endpoint.id.replace('.', '_')}_body`, components)) };
}

function queryParametersOf(endpoint, toJSONSchema, components) {
  if (!endpoint.schemas.query) return [];
  const shape = jsonSchemaOf(toJSONSchema, endpoint.schemas.query, 'output', `${endpoint.id.replace('.', '_')}_query`, components);
  return Object.entries(shape.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (shape.required ?? []).includes(name),
    schema,
  }));
}

/**
 * The entry's access rule as the extension x-access (src/domain/contract/access.ts; the relations'
 * meaning in src/domain/access.ts): who (a capability with its roles, or anyone, signedIn,
 * beforePasswordReset, agencyUser), each object the call names (its kind, the relation the caller
 * must have to it, where the call names it, in words), and how a list is cut to the caller.
 */
function accessExtension(rule, domain) {
  const { access } = domain;
  const roles = domain.capabilities[rule.who];
  return {
    who: rule.who,
    ...(roles ? { roles: [...roles] } : {}),
    whoText: access.whoText(rule.who),
    objects: rule.objects.map((text) => {
      const object = access.parseObjectRule(text);
      return { ...object, rule: text, text: `${access.KIND_TEXT[object.kind]} (${text.split(' ')[2]}): ${access.RELATION_TEXT[object.relation]}` };
    }),
    ...(rule.scope ? { scope: rule.scope, scopeText: access.SCOPE_TEXT[rule.scope] } : {}),
    text: access.ruleText(rule),
  };
}

/** The response headers an answer carries (the contract's withAnswerHeaders), as OpenAPI header objects. */
function answerHeadersOf(headers) {
  return Object.fromEntries(
    Object.entries(headers).map(([name, { type, required, description }]) => [name, { description, required, schema: { type } }]),
  );
}

function operationOf(endpoint, { toJSONSchema, routePath, domain }, components) {
  const rule = endpoint.rule;
  const open = rule?.who === 'anyone';
  const slashAdded = !endpoint.path.startsWith('/');
  const parameters = [
    ...pathParameterNames(endpoint.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: NUMERIC_PARAMETER.test(name) ? { type: 'integer' } : { type: 'string' },
    })),
    ...queryParametersOf(endpoint, toJSONSchema, components),
  ];
  const content = answerContent(endpoint, toJSONSchema, components);
  const responses = {
    200: {
      description: endpoint.schemas.answer ? 'The answer (fields beyond the schema are allowed and ignored).' : `The answer: ${COARSE_TEXTS[endpoint.answer]} (no detailed schema yet).`,
      ...(endpoint.answerHeaders ? { headers: answerHeadersOf(endpoint.answerHeaders) } : {}),
      ...(content ? { content } : {}),
    },
  };
  if (endpoint.id === 'auth.authenticate') {
    responses[401] = { description: 'Refused: the message is INVALID_CREDENTIALS or ACCOUNT_LOCKED (the portal shows the matching text).', content: errorContent() };
  } else if (!open) {
    responses[401] = { description: 'No token, or an expired one: the portal refreshes the token once (GET /refresh) and repeats the call; a refused refresh signs the user out.', content: errorContent() };
    const refusals = [
      'The access rule (x-access) refuses the caller: the role is not the rule\'s',
      rule?.objects.length ? ', or the caller does not stand in the declared relation to the object the call names (the answer carries nothing of that object)' : '',
      rule?.who === 'beforePasswordReset' ? '' : ', or the user must reset the password first',
      ". The portal shows the call's error, and ends the session when it was the refresh.",
    ];
    responses[403] = { description: refusals.join(''), content: errorContent() };
  }
  responses['4XX'] = { description: 'Another refusal (a bad request, a record that is not there, a conflict): the portal shows the message of the body.', content: errorContent() };
  const operation = {
    operationId: endpoint.id,
    summary: `${endpoint.id}`,
    description: [
      `${endpoint.method} ${endpoint.path} as the seeds spell it.`,
      slashAdded ? 'The seeds write this path without a leading slash; it is served at the same path from the root.' : '',
      endpoint.changes ? 'Changes state.' : 'Reads only.',
      rule ? `Access: ${accessExtension(rule, domain).text}.` : '',
    ].filter(Boolean).join(' '),
    tags: [endpoint.id.split('.')[0]],
    'x-service': endpoint.service,
    'x-seed-path': endpoint.path,
    'x-changes-state': endpoint.changes,
    ...(rule ? { 'x-access': accessExtension(rule, domain) } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(open ? { security: [] } : {}),
    responses,
  };
  const body = requestBodyOf(endpoint, toJSONSchema, components);
  if (body) operation.requestBody = body;
  if (endpoint.service !== 'api') operation.servers = [serverOf(endpoint.service)];
  return { route: routePath(endpoint).replace(/:(\w+)/g, '{$1}'), method: endpoint.method.toLowerCase(), operation };
}

/** The OpenAPI 3.1 document of the contract. */
export function openApiDocument(loaded = loadContract()) {
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  const components = { ErrorAnswer: ERROR_ANSWER };
  const paths = {};
  const tags = new Set();
  for (const endpoint of loaded.endpoints) {
    const { route, method, operation } = operationOf(endpoint, loaded, components);
    paths[route] ??= {};
    if (paths[route][method]) throw new Error(`${endpoint.id}: ${method.toUpperCase()} ${route} is also ${paths[route][method].operationId}`);
    paths[route][method] = operation;
    tags.add(operation.tags[0]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DFC Portal: what the portal expects from its backend',
      version,
      description: [
        "Generated from the portal's endpoint contract (src/domain/contract) by `npm run openapi`: every call the portal makes, as the seeds spell its path.",
        'Each operation names the service that answers it in x-service: api (the portal backend, `servers` below), buildServer and devopsService (their own base URLs, in the operation\'s `servers`).',
        'Answers are read leniently: fields beyond a schema pass; a documented field missing or of another type is an error the portal reports.',
        'Check a live backend against it with `npm run contract:check -- --base URL --user U --password P` (see docs/backend.md).',
        "Each operation states who may call it: x-access (who, the objects the call names with the relation the caller must have to each, a list's scope) and the same in words in its description; `security` is empty where anyone may call. `npm run contract:check -- --access` proves that a backend refuses every user another's objects.",
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [serverOf('api')],
    security: [{ bearer: [] }],
    tags: [...tags].map((name) => ({ name, description: `The contract group ${name} (src/domain/contract).` })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token POST /authenticate answers (claims Id, Role, resetStatus, exp).' },
      },
      schemas: components,
    },
  };
}

export function writeOpenApi(file = OPENAPI_FILE) {
  const document = openApiDocument();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return { file, operations: Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0) };
}

/** Redocly's lint of the file (redocly.yaml: the recommended ruleset); true when it passes. */
export function lintOpenApi(file = OPENAPI_FILE) {
  const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', file, '--config', path.join(ROOT, 'redocly.yaml')], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  return result.status === 0;
}

function argument(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const out = argument('--out');
  const { file, operations } = writeOpenApi(out ? path.resolve(out) : OPENAPI_FILE);
  console.log(`openapi: ${operations} operations written to ${path.relative(process.cwd(), file) || file}`);
  if (process.argv.includes('--lint') && !lintOpenApi(file)) process.exit(1);
}
