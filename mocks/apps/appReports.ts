/**
 * The quality data of an app's reports (contract.apps lighthouse, zap, sonar; seed 001 sections 3
 * and 9): Lighthouse scores, ZAP alerts and Sonar issues. Nothing of it is stored: each is
 * generated on request from (appId, report version), so the same version always reads the same,
 * and two apps (or two versions) read differently. mocks/apps/apps.ts decides which versions exist.
 *
 * - **Lighthouse** (LighthouseData): the seven ScoredItems with Lighthouse's own titles
 *   ('Performance', 'Accessibility', 'Best Practices', 'SEO', 'Reduce unused JavaScript',
 *   'Reduce unused CSS', 'Defer offscreen images'), scores 0 to 100 drawn from three bands (above
 *   70, 41 to 69, 40 and below) with some exactly 70 and exactly 40, so that the page's green,
 *   amber and brown all occur across the seeded apps.
 * - **Build scores** (an extension, not in the seeds): the performance score of the Lighthouse
 *   report a succeeded build produced, around a level of its own for each app (a trend to draw).
 * - **ZAP** (ZapData): alerts with ZAP's alert names and risk (confidence) texts, desc and
 *   solution as short server HTML (`<p>…</p>`); one alert's description quotes a `<script>` and
 *   another an `onerror` attribute, as ZAP reports do, so the page must sanitise. The count
 *   {high, medium, low, informatonal} (ZAP_INFORMATIONAL_FIELD, the wire's spelling) counts the
 *   alerts by the risk word that starts riskdesc.
 * - **Sonar** (SonarData): issues with SonarQube's rule messages, keys 'AYx…:{file}' (Java files
 *   for spring_boot apps, TypeScript for the others), severities MAJOR / MINOR / CRITICAL, types
 *   BUG / CODE_SMELL / VULNERABILITY, status OPEN / CONFIRMED; count.severity counts the issues
 *   by severity, count.type.bug the BUGs and count.type.codeSmell the CODE_SMELLs (a
 *   VULNERABILITY counts in neither).
 *
 * Pure: no table, no clock.
 */
import {
  LIGHTHOUSE_ITEMS,
  ZAP_INFORMATIONAL_FIELD,
  type LighthouseData,
  type ScoredItem,
  type SonarData,
  type SonarIssue,
  type ZapAlert,
  type ZapData,
} from '../../src/domain/apps';
import { between, pickOne, seededRandom, type Random } from '../core/random';

/* ---------- determinism ---------- */

/** k distinct items of the list, in the list's order. */
function pickSome<T>(random: Random, list: readonly T[], k: number): T[] {
  const indexes = list.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
  }
  return indexes
    .slice(0, Math.min(k, list.length))
    .sort((a, b) => a - b)
    .map((i) => list[i]);
}

/* ---------- Lighthouse ---------- */

/** Lighthouse's titles of the seven items (category names and audit titles). */
export const LIGHTHOUSE_TITLES: Record<(typeof LIGHTHOUSE_ITEMS)[number], string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  bestPractices: 'Best Practices',
  seo: 'SEO',
  unusedJavascript: 'Reduce unused JavaScript',
  unusedCSS: 'Reduce unused CSS',
  offScreenImages: 'Defer offscreen images',
};

/** A score 0-100: exactly 70 or 40 now and then, else from the green, amber or brown band. */
function bandedScore(random: Random): number {
  const r = random();
  if (r < 0.08) return 70;
  if (r < 0.16) return 40;
  const band = random();
  if (band < 0.4) return between(random, 71, 100);
  if (band < 0.75) return between(random, 41, 69);
  return between(random, 0, 39);
}

/** The Lighthouse data of one report version of an app. */
export function appLighthouseData(appId: number, version: number): LighthouseData {
  const random = seededRandom(appId, version, 11);
  const data = {} as Record<(typeof LIGHTHOUSE_ITEMS)[number], ScoredItem>;
  for (const item of LIGHTHOUSE_ITEMS) data[item] = { title: LIGHTHOUSE_TITLES[item], score: bandedScore(random) };
  return data;
}

/**
 * Beyond the seeds: the performance score of the Lighthouse report of a succeeded build, around a
 * level of the app's own (35 to 90) give or take 12, so the history draws a trend.
 */
export function buildLighthouseScore(appId: number, buildNo: number): number {
  const level = between(seededRandom(appId, 23), 35, 90);
  const score = level + between(seededRandom(appId, buildNo, 29), -12, 12);
  return Math.max(0, Math.min(100, score));
}

/* ---------- ZAP ---------- */

type ZapRisk = 'High' | 'Medium' | 'Low' | 'Informational';

interface ZapTemplate {
  alert: string;
  risk: ZapRisk;
  confidence: 'High' | 'Medium' | 'Low';
  desc: string;
  solution: string;
}

/** ZAP's alerts (names, risk and confidence as ZAP reports them), with shortened texts. */
export const ZAP_ALERTS: readonly ZapTemplate[] = [
  {
    alert: 'Cross Site Scripting (Reflected)',
    risk: 'High',
    confidence: 'Medium',
    desc: '<p>Cross-site Scripting (XSS) is an attack technique that echoes attacker-supplied code into a user\'s browser instance. The parameter <code>q</code> was reflected unencoded: <script>alert(1)</script></p>',
    solution: '<p>Validate all input and encode all output: use a vetted library or framework that does not allow this weakness to occur.</p>',
  },
  {
    alert: 'SQL Injection',
    risk: 'High',
    confidence: 'Medium',
    desc: '<p>SQL injection may be possible: the page results were successfully manipulated using the boolean conditions <code>[ZAP\' AND \'1\'=\'1\' -- ]</code> and <code>[ZAP\' AND \'1\'=\'2\' -- ]</code>.</p>',
    solution: '<p>Do not trust client side input. Use prepared statements with parameterised queries, never string concatenation.</p>',
  },
  {
    alert: 'Content Security Policy (CSP) Header Not Set',
    risk: 'Medium',
    confidence: 'High',
    desc: '<p>Content Security Policy (CSP) is an added layer of security that helps to detect and mitigate certain types of attacks, including Cross Site Scripting (XSS) and data injection attacks.</p>',
    solution: '<p>Ensure that your web server, application server, load balancer, etc. is configured to set the <code>Content-Security-Policy</code> header.</p>',
  },
  {
    alert: 'Missing Anti-clickjacking Header',
    risk: 'Medium',
    confidence: 'Medium',
    desc: '<p>The response does not include either Content-Security-Policy with \'frame-ancestors\' directive or X-Frame-Options to protect against \'ClickJacking\' attacks.</p>',
    solution: '<p>Modern Web browsers support the Content-Security-Policy and X-Frame-Options HTTP headers. Ensure one of them is set on all web pages returned by your site.</p>',
  },
  {
    alert: 'Vulnerable JS Library',
    risk: 'Medium',
    confidence: 'Medium',
    desc: '<p>The identified library <b>jquery</b>, version <b>3.4.1</b> is vulnerable.</p>',
    solution: '<p>Please upgrade to the latest version of jquery.</p>',
  },
  {
    alert: 'Absence of Anti-CSRF Tokens',
    risk: 'Medium',
    confidence: 'Low',
    desc: '<p>No Anti-CSRF tokens were found in a HTML submission form.</p>',
    solution: '<p>Use a vetted library or framework that does not allow this weakness to occur, or add a unique, unpredictable token to each form.</p>',
  },
  {
    alert: 'Cookie No HttpOnly Flag',
    risk: 'Low',
    confidence: 'Medium',
    desc: '<p>A cookie has been set without the HttpOnly flag, which means that the cookie can be accessed by JavaScript.</p>',
    solution: '<p>Ensure that the HttpOnly flag is set for all cookies.</p>',
  },
  {
    alert: 'Cookie without SameSite Attribute',
    risk: 'Low',
    confidence: 'Medium',
    desc: '<p>A cookie has been set without the SameSite attribute, which means that the cookie can be sent as a result of a \'cross-site\' request.</p>',
    solution: '<p>Ensure that the SameSite attribute is set to either \'lax\' or ideally \'strict\' for all cookies.</p>',
  },
  {
    alert: 'Cross-Domain JavaScript Source File Inclusion',
    risk: 'Low',
    confidence: 'Medium',
    desc: '<p>The page includes one or more script files from a third-party domain.</p>',
    solution: '<p>Ensure JavaScript source files are loaded from only trusted sources, and the sources can\'t be controlled by end users of the application.</p>',
  },
  {
    alert: 'X-Content-Type-Options Header Missing',
    risk: 'Low',
    confidence: 'Medium',
    desc: '<p>The Anti-MIME-Sniffing header X-Content-Type-Options was not set to \'nosniff\'.</p>',
    solution: '<p>Ensure that the application/web server sets the Content-Type header appropriately, and that it sets the X-Content-Type-Options header to \'nosniff\' for all web pages.</p>',
  },
  {
    alert: 'Strict-Transport-Security Header Not Set',
    risk: 'Low',
    confidence: 'High',
    desc: '<p>HTTP Strict Transport Security (HSTS) is a web security policy mechanism whereby a web server declares that complying user agents are to interact with it using only secure HTTPS connections.</p>',
    solution: '<p>Ensure that your web server, application server, load balancer, etc. is configured to enforce Strict-Transport-Security.</p>',
  },
  {
    alert: 'Server Leaks Version Information via "Server" HTTP Response Header Field',
    risk: 'Low',
    confidence: 'High',
    desc: '<p>The web/application server is leaking version information via the "Server" HTTP response header: <code>Kestrel/8.0.4</code>.</p>',
    solution: '<p>Ensure that your web server, application server, load balancer, etc. is configured to suppress the "Server" header or provide generic details.</p>',
  },
  {
    alert: 'Information Disclosure - Suspicious Comments',
    risk: 'Informational',
    confidence: 'Low',
    desc: '<p>The response appears to contain suspicious comments which may help an attacker: <code>// TODO remove debug user</code></p>',
    solution: '<p>Remove all comments that return information that may help an attacker and fix any underlying problems they refer to.</p>',
  },
  {
    alert: 'User Controllable HTML Element Attribute (Potential XSS)',
    risk: 'Informational',
    confidence: 'Low',
    desc: '<p>This check looks at user-supplied input in query string parameters and POST data to identify where certain HTML attribute values might be controlled, e.g. <img src=x onerror="alert(document.cookie)"></p>',
    solution: '<p>Validate all input and sanitize output before writing to any HTML attributes.</p>',
  },
  {
    alert: 'Modern Web Application',
    risk: 'Informational',
    confidence: 'Medium',
    desc: '<p>The application appears to be a modern web application. If you need to explore it automatically then the Ajax Spider may well be more effective than the standard one.</p>',
    solution: '<p>This is an informational alert and so no changes are required.</p>',
  },
  {
    alert: 'Re-examine Cache-control Directives',
    risk: 'Informational',
    confidence: 'Low',
    desc: '<p>The cache-control header has not been set properly or is missing, allowing the browser and proxies to cache content.</p>',
    solution: '<p>For secure content, ensure the cache-control HTTP header is set with "no-cache, no-store, must-revalidate".</p>',
  },
];

const RISK_ORDER: readonly ZapRisk[] = ['High', 'Medium', 'Low', 'Informational'];

/** The risk word that starts a riskdesc ('Medium (High)' -> 'Medium'). */
export const riskOf = (riskdesc: string) => riskdesc.split(' ')[0] as ZapRisk;

/** The ZAP data of one report version of an app: 5 to 11 alerts, a High one now and then. */
export function appZapData(appId: number, version: number): ZapData {
  const random = seededRandom(appId, version, 13);
  const high = ZAP_ALERTS.filter((a) => a.risk === 'High');
  const others = ZAP_ALERTS.filter((a) => a.risk !== 'High');
  const chosen = [...(random() < 0.35 ? pickSome(random, high, between(random, 1, 2)) : []), ...pickSome(random, others, between(random, 5, 9))];
  chosen.sort((a, b) => RISK_ORDER.indexOf(a.risk) - RISK_ORDER.indexOf(b.risk));
  const alerts: ZapAlert[] = chosen.map((a) => ({ alert: a.alert, riskdesc: `${a.risk} (${a.confidence})`, desc: a.desc, solution: a.solution }));
  const countOf = (risk: ZapRisk) => alerts.filter((a) => riskOf(a.riskdesc) === risk).length;
  return {
    result: {
      alerts,
      count: { high: countOf('High'), medium: countOf('Medium'), low: countOf('Low'), [ZAP_INFORMATIONAL_FIELD]: countOf('Informational') },
    },
  };
}

/* ---------- Sonar ---------- */

type Severity = 'CRITICAL' | 'MAJOR' | 'MINOR';
type IssueType = 'BUG' | 'CODE_SMELL' | 'VULNERABILITY';

interface RuleTemplate {
  message: string;
  severity: Severity;
  type: IssueType;
}

/** SonarQube's rule messages for Java (java:S…). */
const JAVA_RULES: readonly RuleTemplate[] = [
  { message: "Remove this unused import of 'java.util.List'.", severity: 'MINOR', type: 'CODE_SMELL' },
  { message: "Remove this unused import of 'org.springframework.beans.factory.annotation.Autowired'.", severity: 'MINOR', type: 'CODE_SMELL' },
  { message: 'Define a constant instead of duplicating this literal "application/json" 4 times.', severity: 'CRITICAL', type: 'CODE_SMELL' },
  { message: 'Refactor this method to reduce its Cognitive Complexity from 23 to the 15 allowed.', severity: 'CRITICAL', type: 'CODE_SMELL' },
  {
    message: 'Add a nested comment explaining why this method is empty, throw an UnsupportedOperationException or complete the implementation.',
    severity: 'CRITICAL',
    type: 'CODE_SMELL',
  },
  { message: 'Replace this use of System.out by a logger.', severity: 'MAJOR', type: 'CODE_SMELL' },
  { message: 'Remove this commented out code.', severity: 'MAJOR', type: 'CODE_SMELL' },
  { message: 'Remove this field injection and use constructor injection instead.', severity: 'MAJOR', type: 'CODE_SMELL' },
  { message: "Rename this field \"MAX_size\" to match the regular expression '^[a-z][a-zA-Z0-9]*$'.", severity: 'MINOR', type: 'CODE_SMELL' },
  { message: 'A "NullPointerException" could be thrown; "order" is nullable here.', severity: 'MAJOR', type: 'BUG' },
  { message: 'Use try-with-resources or close this "InputStream" in a "finally" clause.', severity: 'CRITICAL', type: 'BUG' },
  { message: 'Use "BigDecimal.valueOf" instead of the "BigDecimal(double)" constructor.', severity: 'MAJOR', type: 'BUG' },
  { message: 'Change this code to not construct SQL queries directly from user-controlled data.', severity: 'CRITICAL', type: 'VULNERABILITY' },
  { message: 'Enable server certificate validation on this SSL/TLS connection.', severity: 'CRITICAL', type: 'VULNERABILITY' },
  { message: 'Make sure this debug feature is deactivated before delivering the code in production.', severity: 'MINOR', type: 'VULNERABILITY' },
];

/** SonarQube's rule messages for TypeScript / JavaScript (typescript:S…). */
const TS_RULES: readonly RuleTemplate[] = [
  { message: "Remove this unused import of 'useEffect'.", severity: 'MINOR', type: 'CODE_SMELL' },
  { message: "Remove this unused import of 'lodash'.", severity: 'MINOR', type: 'CODE_SMELL' },
  { message: "Define a constant instead of duplicating this literal 'Content-Type' 3 times.", severity: 'CRITICAL', type: 'CODE_SMELL' },
  { message: 'Refactor this function to reduce its Cognitive Complexity from 23 to the 15 allowed.', severity: 'CRITICAL', type: 'CODE_SMELL' },
  { message: 'Add a nested comment explaining why this function is empty or complete the implementation.', severity: 'CRITICAL', type: 'CODE_SMELL' },
  { message: 'Do not use Array index in keys', severity: 'MAJOR', type: 'CODE_SMELL' },
  { message: 'Remove this useless assignment to variable "total".', severity: 'MAJOR', type: 'CODE_SMELL' },
  { message: 'Extract this nested ternary operation into an independent statement.', severity: 'MAJOR', type: 'CODE_SMELL' },
  { message: "Prefer using an optional chain expression instead, as it's more concise and easier to read.", severity: 'MINOR', type: 'CODE_SMELL' },
  { message: 'Unexpected var, use let or const instead.', severity: 'MAJOR', type: 'CODE_SMELL' },
  { message: 'Add an "alt" attribute to this image.', severity: 'MINOR', type: 'BUG' },
  { message: 'Remove this conditional structure or edit its code blocks so that they\'re not all the same.', severity: 'MAJOR', type: 'BUG' },
  { message: 'This always evaluates to truthy. Consider refactoring this code.', severity: 'MAJOR', type: 'BUG' },
  { message: 'Make sure disabling CSRF protection is safe here.', severity: 'CRITICAL', type: 'VULNERABILITY' },
  { message: 'Specify a target origin for this message.', severity: 'MAJOR', type: 'VULNERABILITY' },
];

const JAVA_FILES = [
  'src/main/java/com/dfc/{pkg}/web/{Name}Controller.java',
  'src/main/java/com/dfc/{pkg}/service/{Name}Service.java',
  'src/main/java/com/dfc/{pkg}/repository/{Name}Repository.java',
  'src/main/java/com/dfc/{pkg}/config/SecurityConfig.java',
  'src/main/java/com/dfc/{pkg}/domain/{Name}.java',
  'src/main/java/com/dfc/{pkg}/client/PaymentClient.java',
];

const TS_FILES = [
  'src/App.tsx',
  'src/pages/Home.tsx',
  'src/pages/Checkout.tsx',
  'src/components/Header.tsx',
  'src/components/ProductCard.tsx',
  'src/api/client.ts',
  'src/hooks/useCart.ts',
  'src/utils/format.ts',
];

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export interface SonarSubject {
  appId: number;
  appName: string;
  /** spring_boot reads as Java, anything else as TypeScript. */
  environment: string;
}

/** The package word and class name of an app ('orders_api' -> 'orders', 'Order'). */
export function domainWordOf(appName: string): { pkg: string; Name: string } {
  const first = (appName.toLowerCase().split(/[^a-z0-9]+/).find(Boolean) ?? 'app').replace(/^[^a-z]+/, '') || 'app';
  const singular = first.length > 3 && first.endsWith('s') && !first.endsWith('ss') ? first.slice(0, -1) : first;
  return { pkg: first, Name: singular.charAt(0).toUpperCase() + singular.slice(1) };
}

/** The Sonar data of one report version of an app: 4 to 14 issues. */
export function appSonarData(app: SonarSubject, version: number): SonarData {
  const random = seededRandom(app.appId, version, 17);
  const java = app.environment === 'spring_boot';
  const rules = java ? JAVA_RULES : TS_RULES;
  const { pkg, Name } = domainWordOf(app.appName);
  const files = (java ? JAVA_FILES : TS_FILES).map((f) => f.replace('{pkg}', pkg).replace('{Name}', Name));
  const count = between(random, 4, 14);
  const issues: SonarIssue[] = [];
  for (let i = 0; i < count; i += 1) {
    const rule = pickOne(random, rules);
    let id = 'AYx';
    for (let c = 0; c < 17; c += 1) id += KEY_CHARS[Math.floor(random() * KEY_CHARS.length)];
    issues.push({
      key: `${id}:${pickOne(random, files)}`,
      severity: rule.severity,
      status: random() < 0.75 ? 'OPEN' : 'CONFIRMED',
      message: rule.message,
      type: rule.type,
    });
  }
  const by = (field: 'severity' | 'type', value: string) => issues.filter((issue) => issue[field] === value).length;
  return {
    result: {
      count: {
        severity: { major: by('severity', 'MAJOR'), minor: by('severity', 'MINOR'), critical: by('severity', 'CRITICAL') },
        type: { bug: by('type', 'BUG'), codeSmell: by('type', 'CODE_SMELL') },
      },
      issues,
    },
  };
}
