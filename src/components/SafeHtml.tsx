import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { registerHtmlSanitizer } from '../shared/trustedTypes';
import { htmlSanitizerPolicy } from './htmlSanitizerPolicy';

/**
 * The one place that puts server HTML into the page. Everything goes through a dedicated
 * DOMPurify instance: HTML only (no SVG or MathML), no active or embedding elements, no event
 * handler or style attributes, URLs limited to http(s), mailto and relative ones, and every link
 * opened without an opener or referrer. Its ids and names are its own (`user-content-` before
 * each, see NAMED_PROPS_PREFIX). Where the browser has Trusted Types, DOMPurify parses
 * through the portal's sanitiser policy and the markup it returns is TrustedHTML; the same
 * sanitiser backs the default policy that every other HTML sink goes through
 * (src/shared/trustedTypes.ts).
 */

const FORBID_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input',
  'button', 'textarea', 'select', 'option', 'base', 'meta', 'link', 'noscript', 'template', 'portal',
];
const FORBID_ATTR = ['style', 'srcdoc', 'srcset', 'action', 'formaction', 'xlink:href', 'ping', 'background', 'poster'];
const URL_ATTRS = ['href', 'src'];

/**
 * DOM clobbering: an element's id or name becomes a property of window, document or its form
 * (`<img name=cookie>`, `<a id=config>`), which a script of ours might read instead of its own
 * value. With SANITIZE_NAMED_PROPS, DOMPurify writes `user-content-` before every id and name, so
 * server HTML names nothing the portal has (GitHub does the same). What points at an id inside the
 * markup follows it: in-page links (`href="#x"`, `usemap`) and the attributes below, so
 * `<a href="#faq">` still reaches `<h3 id="faq">`, and server HTML cannot point at one of ours.
 *
 * A class names no property anywhere (only id and name do), so it cannot clobber; but it is the
 * one way server markup could wear the portal's own styles (emotion's `css-...` classes: a fixed
 * backdrop over the page). No server HTML needs one (the content and info pages, the editor's
 * markup, the notices, the ZAP texts have none), so SafeHtml drops it (SERVER_HTML). The default
 * policy's sanitiser keeps it: the chart tooltips' markup is styled by its classes.
 */
const NAMED_PROPS_PREFIX = 'user-content-';
const ID_REFERENCE_ATTRS = [
  'for', 'headers', 'aria-activedescendant', 'aria-controls', 'aria-describedby', 'aria-details',
  'aria-errormessage', 'aria-flowto', 'aria-labelledby', 'aria-owns',
];
const FRAGMENT_ATTRS = ['href', 'usemap'];

/** An id of the server's markup as it stands in the page. */
const ownId = (id: string) => (id.startsWith(NAMED_PROPS_PREFIX) ? id : NAMED_PROPS_PREFIX + id);

/** http:, https:, mailto: or no scheme at all (relative); judged after removing controls and spaces. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore ASCII controls and whitespace inside a scheme, so judge the URL without them.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
  const scheme = /^([^/?#]*?):/.exec(compact);
  return scheme === null || ['http', 'https', 'mailto'].includes(scheme[1]);
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * The dedicated DOMPurify instance, made on first use: loading this module costs nothing (the
 * notification bell of every signed-in page imports it), and a build-time render has no window.
 */
function purify(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const attr of Array.from(node.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || FORBID_ATTR.includes(name)) node.removeAttribute(attr.name);
      else if (URL_ATTRS.includes(name) && !isSafeUrl(attr.value)) node.removeAttribute(attr.name);
      else if (FRAGMENT_ATTRS.includes(name) && /^#./.test(attr.value)) node.setAttribute(attr.name, `#${ownId(attr.value.slice(1))}`);
      else if (ID_REFERENCE_ATTRS.includes(name)) node.setAttribute(attr.name, attr.value.split(/\s+/).filter(Boolean).map(ownId).join(' '));
    }
    if (node.tagName === 'A' || node.tagName === 'AREA') {
      node.setAttribute('rel', 'noopener noreferrer');
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  SANITIZE_NAMED_PROPS: true,
};

/** What SafeHtml puts into the page: server HTML, without classes (see NAMED_PROPS_PREFIX). */
const SERVER_HTML = { ...CONFIG, FORBID_ATTR: [...FORBID_ATTR, 'class'] };

/**
 * Event-handler attributes and `<base>` tags taken out before any parsing. DOMPurify removes them
 * anyway; this pass only spares Chrome's CSP reports ("Executing inline event handler violates
 * ...", "Setting the document's base URI ... violates base-uri"), which Chrome logs as soon as a
 * handler attribute or a base element is parsed in any document of a page with a CSP, even the
 * inert one DOMPurify parses in, where nothing can run.
 */
function withoutHandlerAttributes(html: string): string {
  return html
    .replace(/<base\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, (tag) => tag.replace(/[\s/]on[a-z0-9_-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ' '));
}

/** A configuration with the sanitiser's Trusted Types policy, where the browser has them. */
function config(base: typeof CONFIG, signed: boolean) {
  const policy = htmlSanitizerPolicy();
  return { ...base, ...(policy ? { TRUSTED_TYPES_POLICY: policy as never } : {}), RETURN_TRUSTED_TYPE: signed && policy !== null };
}

/** The sanitised markup of `html`, as the default policy writes a library's HTML (classes kept). */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(withoutHandlerAttributes(html), config(CONFIG, false)) as unknown as string;
}

/**
 * How many sanitised markups are kept, the most recently used: a page of the inbox, the pages next
 * to it and the bell's latest, several times over.
 */
const KEPT_MARKUPS = 300;
const sanitised = new Map<string, string>();

/**
 * The sanitised markup of `html`, as TrustedHTML where the browser has Trusted Types (what React
 * sets). Each text is sanitised once while it stays among the last KEPT_MARKUPS: a row that mounts
 * again (a page shown again, a refresh, the bell) reuses it instead of parsing it again.
 */
function trustedHtml(html: string): string {
  const kept = sanitised.get(html);
  if (kept !== undefined) {
    sanitised.delete(html);
    sanitised.set(html, kept);
    return kept;
  }
  // React sets a TrustedHTML object as it is; typed as string for its props.
  const clean = purify().sanitize(withoutHandlerAttributes(html), config(SERVER_HTML, true)) as unknown as string;
  sanitised.set(html, clean);
  if (sanitised.size > KEPT_MARKUPS) sanitised.delete(sanitised.keys().next().value as string);
  return clean;
}

// From now on, HTML that a library writes (apexcharts, ProseMirror) is sanitised, not escaped.
registerHtmlSanitizer(sanitizeHtml);

export interface SafeHtmlProps {
  html: string;
  component?: 'div' | 'span' | 'p';
  className?: string;
}

type ClickHandler = (event: MouseEvent<HTMLElement>) => void;

function Markup({ html, component: Tag = 'div', className, onClick }: SafeHtmlProps & { onClick?: ClickHandler }) {
  const clean = useMemo(() => trustedHtml(html), [html]);
  return <Tag className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Inside a router, a plain click on an internal link ('/...') navigates without reloading the app. */
function RoutedMarkup(props: SafeHtmlProps) {
  const navigate = useNavigate();
  const onClick: ClickHandler = (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || !href.startsWith('/') || href.startsWith('//') || anchor.getAttribute('target') === '_blank') return;
    event.preventDefault();
    navigate(href);
  };
  return <Markup {...props} onClick={onClick} />;
}

/** Renders server HTML, sanitised. */
export function SafeHtml(props: SafeHtmlProps) {
  return useInRouterContext() ? <RoutedMarkup {...props} /> : <Markup {...props} />;
}
