/**
 * XSS vectors for the sink matrix (src/testing/xss.test.tsx) and the browser journeys
 * (e2e/xss.spec.ts): at least 250 distinct strings, grouped by family. Where a vector can run
 * script, it either calls `alert(1)` (or a close variant) or sets the marker `window.__xss`, so a
 * browser test can tell that it ran; jsdom runs nothing of this, so jest asserts on the DOM.
 * Families that are products (tags x handlers, schemes x carriers) are generated, each result
 * still a string a user or a server could send.
 */

import { CSS, EMBEDDING, ENTITY, MATHML, MUTATION, SVG, TEMPLATE } from './xssMarkupVectors';

export type XssFamily =
  | 'event-handler'
  | 'url-scheme'
  | 'svg'
  | 'mathml'
  | 'mutation'
  | 'template-breakout'
  | 'css'
  | 'embedding'
  | 'entity-encoded';

export interface XssVector {
  family: XssFamily;
  vector: string;
}

/** What the marker variants run: a browser test asserts that `window.__xss` stays undefined. */
export const MARKER = 'window.__xss=1';
/** The two payloads most vectors come in: the classic alert and the marker. */
const PAYLOADS = ['alert(1)', MARKER] as const;

/* ---------- event handlers on many tags ---------- */

/** A tag that fires a handler without user action (or with the lightest one), `{h}` the handler's code. */
const SELF_FIRING: string[] = [
  '<img src=x onerror={h}>',
  '<img src="x" onerror="{h}">',
  "<img src='x' onerror='{h}'>",
  '<IMG SRC=x ONERROR={h}>',
  '<img/src=x/onerror={h}>',
  '<img src=x onerror\t={h}>',
  '<img src=x\nonerror={h}>',
  '<img src=x onerror=`{h}`>',
  '<image src=x onerror={h}>',
  '<svg onload={h}>',
  '<svg/onload={h}>',
  '<body onload={h}>',
  '<body onpageshow={h}>',
  '<input autofocus onfocus={h}>',
  '<input onblur={h} autofocus><input autofocus>',
  '<select autofocus onfocus={h}>',
  '<textarea autofocus onfocus={h}>',
  '<keygen autofocus onfocus={h}>',
  '<details open ontoggle={h}>',
  '<video src=x onerror={h}>',
  '<video><source onerror={h}>',
  '<audio src=x onerror={h}>',
  '<iframe onload={h}>',
  '<marquee onstart={h}>',
  '<object data=x onerror={h}>',
  '<embed src=x onerror={h}>',
  '<style onload={h}></style>',
  '<link rel=stylesheet href=x onerror={h}>',
  '<script src=x onerror={h}></script>',
  '<div style="animation-name:spin" onanimationstart={h}>',
  '<div contenteditable onfocus={h} autofocus>x</div>',
  '<input type=image src=x onerror={h}>',
  '<frameset onload={h}>',
  '<table background=x onerror={h}>',
];

/** Handlers that need an interaction, on an element that covers the page. */
const INTERACTIVE_HANDLERS = [
  'onclick', 'onmouseover', 'onmouseenter', 'onmousemove', 'onpointerover', 'onpointerenter', 'onpointerdown',
  'onfocusin', 'onkeydown', 'onwheel', 'oncopy', 'ontouchstart', 'oncontextmenu', 'ondblclick', 'onauxclick',
  'onbeforetoggle', 'ontransitionend', 'onscrollend',
];
const INTERACTIVE_TAGS = ['div', 'a', 'span', 'p', 'button'];

function eventHandlerVectors(): string[] {
  const out: string[] = [];
  for (const template of SELF_FIRING) for (const h of PAYLOADS) out.push(template.replaceAll('{h}', h));
  INTERACTIVE_HANDLERS.forEach((handler, i) => {
    const tag = INTERACTIVE_TAGS[i % INTERACTIVE_TAGS.length];
    out.push(`<${tag} ${handler}="${PAYLOADS[i % 2]}" style="position:fixed;inset:0">x</${tag}>`);
  });
  return out;
}

/* ---------- javascript:, data:, vbscript: URLs ---------- */

const SCHEMES: string[] = [
  'javascript:alert(1)',
  `javascript:${MARKER}`,
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' \u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '  javascript:alert(1)',
  'javascript\u0009:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript://%0aalert(1)',
  'javascript:void(0);alert(1)',
  "javascript:eval('al'+'ert(1)')",
  'javascript:alert`1`',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'DaTa:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
  'VBScript:Execute("MsgBox 1")',
  'livescript:alert(1)',
  'mocha:alert(1)',
];

/** Elements that take a URL, `{u}` the URL. */
const URL_CARRIERS: string[] = [
  '<a href="{u}">click</a>',
  '<iframe src="{u}"></iframe>',
  '<form action="{u}"><button>go</button></form>',
  '<button form=f formaction="{u}">go</button>',
  '<object data="{u}"></object>',
  '<embed src="{u}">',
  '<area href="{u}">',
  '<svg><a xlink:href="{u}"><text y=20>click</text></a></svg>',
  '<math href="{u}">click</math>',
];

function urlVectors(): string[] {
  const out: string[] = [];
  // The bare URLs: what a URL field (a repo's remote URL, an app's website) would hold.
  out.push(...SCHEMES);
  // Every scheme in a link, and the strongest ones in every other carrier.
  for (const scheme of SCHEMES) out.push(URL_CARRIERS[0].replace('{u}', scheme));
  for (const carrier of URL_CARRIERS.slice(1)) for (const scheme of [SCHEMES[0], SCHEMES[3], SCHEMES[21]]) out.push(carrier.replace('{u}', scheme));
  return out;
}

function build(): XssVector[] {
  const groups: Array<[XssFamily, string[]]> = [
    ['event-handler', eventHandlerVectors()],
    ['url-scheme', urlVectors()],
    ['svg', SVG],
    ['mathml', MATHML],
    ['mutation', MUTATION],
    ['template-breakout', TEMPLATE],
    ['css', CSS],
    ['embedding', EMBEDDING],
    ['entity-encoded', ENTITY],
  ];
  const seen = new Set<string>();
  const out: XssVector[] = [];
  for (const [family, vectors] of groups) {
    for (const vector of vectors) {
      // A vector already listed under an earlier family stays there: every string is tested once.
      if (seen.has(vector)) continue;
      seen.add(vector);
      out.push({ family, vector });
    }
  }
  return out;
}

/** Every vector, each string once, in family order. */
export const XSS_VECTORS: readonly XssVector[] = build();

/** Just the strings. */
export const XSS_STRINGS: readonly string[] = XSS_VECTORS.map((v) => v.vector);

/** How many vectors each family has. */
export const XSS_FAMILY_COUNTS: Readonly<Record<XssFamily, number>> = XSS_VECTORS.reduce(
  (counts, { family }) => ({ ...counts, [family]: (counts[family] ?? 0) + 1 }),
  {} as Record<XssFamily, number>,
);

/**
 * A few strong vectors for the browser journeys: each would set the marker (or alert) at once if
 * it reached an HTML sink unescaped.
 */
export const STRONG_VECTORS: readonly string[] = [
  '<img src=x onerror=window.__xss=1>',
  '<svg onload=window.__xss=1>',
  '"><img src=x onerror=alert(1)>',
  '<details open ontoggle=window.__xss=1>',
  '<iframe srcdoc="<script>window.__xss=1</script>">',
];
