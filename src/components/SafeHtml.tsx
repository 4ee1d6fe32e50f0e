import { useMemo, type MouseEvent } from 'react';
import DOMPurify from 'dompurify';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { htmlSanitizerPolicy, registerHtmlSanitizer } from '../shared/trustedTypes';

/**
 * The one place that puts server HTML into the page. Everything goes through a dedicated
 * DOMPurify instance: HTML only (no SVG or MathML), no active or embedding elements, no event
 * handler or style attributes, URLs limited to http(s), mailto and relative ones, and every link
 * opened without an opener or referrer. Where the browser has Trusted Types, DOMPurify parses
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
};

/** The sanitised markup of `html`. */
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

/** CONFIG with the sanitiser's Trusted Types policy, where the browser has them. */
function config(signed: boolean) {
  const policy = htmlSanitizerPolicy();
  return { ...CONFIG, ...(policy ? { TRUSTED_TYPES_POLICY: policy as never } : {}), RETURN_TRUSTED_TYPE: signed && policy !== null };
}

export function sanitizeHtml(html: string): string {
  return purify().sanitize(withoutHandlerAttributes(html), config(false)) as unknown as string;
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
  const clean = purify().sanitize(withoutHandlerAttributes(html), config(true)) as unknown as string;
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
