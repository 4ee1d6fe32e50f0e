// The project's import boundaries (DESIGN.md "Dependency direction"), as a local ESLint rule that
// resolves every relative import to the folder it reaches:
// - a feature (src/features/<area>/) imports no other feature and nothing of src/app/;
// - shared code (src/api, components, domain, public, session, shared, store, texts, config) imports no
//   feature and nothing of src/app/; src/domain imports only src/domain;
// - mocks/ imports nothing of src/ but src/domain (tests aside).
// Only src/app/ (the route table, the shell) composes features.
import path from 'node:path';

const ROOT = path.dirname(new URL(import.meta.url).pathname);

const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');

function featureOf(file) {
  const match = /^src\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

const SHARED = /^src\/(api|components|domain|public|session|shared|store|texts)\/|^src\/config\.ts$/;

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('src/testing/');

function violation(from, to) {
  if (!to.startsWith('src/') && !to.startsWith('mocks/')) return null;
  // Tests (and the test helpers) may render the whole app; a feature's test still uses no other feature.
  if (isTest(from) && !(featureOf(from) && featureOf(to) && featureOf(to) !== featureOf(from))) return null;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature) {
    if (toFeature && toFeature !== fromFeature) return `features/${fromFeature} may not import features/${toFeature}: share it through src/components, src/shared or src/domain`;
    if (to.startsWith('src/app/')) return `features/${fromFeature} may not import src/app/: the app composes features, not the other way round`;
  }
  if (SHARED.test(from)) {
    if (toFeature) return `${from.split('/').slice(0, 2).join('/')} is shared code and may not import a feature`;
    if (to.startsWith('src/app/')) return `${from.split('/').slice(0, 2).join('/')} is shared code and may not import src/app/`;
  }
  if (from.startsWith('src/domain/') && !to.startsWith('src/domain/')) return 'src/domain holds wire types and pure rules: it imports only src/domain';
  if (from.startsWith('mocks/') && to.startsWith('src/') && !to.startsWith('src/domain/')) return 'mocks/ imports nothing of src/ but src/domain';
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Enforces the dependency direction of DESIGN.md' }, schema: [] },
  create(context) {
    const from = rel(context.filename);
    function check(node) {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = rel(path.resolve(path.dirname(context.filename), spec));
      const message = violation(from, to);
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      'CallExpression[callee.object.name="jest"][callee.property.name="mock"]': (node) => check(node.arguments[0]),
    };
  },
};

/**
 * The Trusted Types policy DOMPurify signs with passes any markup as it is: only SafeHtml, which
 * sanitises first, may import its module (src/components/htmlSanitizerPolicy.ts). Tests too.
 */
const SANITIZER_POLICY = 'src/components/htmlSanitizerPolicy';
const SANITIZER_POLICY_USERS = ['src/components/SafeHtml.tsx'];

const sanitizerPolicyRule = {
  meta: { type: 'problem', docs: { description: 'Only SafeHtml imports the sanitiser’s Trusted Types policy' }, schema: [] },
  create(context) {
    const from = rel(context.filename);
    if (SANITIZER_POLICY_USERS.includes(from)) return {};
    function check(node) {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = rel(path.resolve(path.dirname(context.filename), spec)).replace(/\.[cm]?[jt]sx?$/, '');
      if (to === SANITIZER_POLICY) {
        context.report({ node, message: `Only ${SANITIZER_POLICY_USERS.join(', ')} may import ${SANITIZER_POLICY}: its policy makes TrustedHTML of any string. Render HTML through <SafeHtml>.` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
      'CallExpression[callee.object.name="jest"]': (node) => check(node.arguments[0]),
    };
  },
};

export const boundariesPlugin = { rules: { 'dependency-direction': rule, 'sanitizer-policy': sanitizerPolicyRule } };
export { violation };
