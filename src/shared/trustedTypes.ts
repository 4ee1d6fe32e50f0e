/**
 * Trusted Types in the browser (DESIGN.md "How data flows"): the CSP makes every script sink
 * (innerHTML, DOMParser, script URLs) refuse plain strings. The portal's own HTML already arrives
 * as TrustedHTML from SafeHtml; for what libraries write (apexcharts' tooltips, ProseMirror's
 * parser, TipTap's style tag) the `default` policy, installed by the entry before anything else
 * runs, passes the string through the same DOMPurify configuration as SafeHtml. Until that
 * sanitiser has loaded (it stays off the first pages), the default policy escapes the string
 * instead: it shows as text and builds nothing. Script strings are always refused, and so is any
 * script URL that does not come through a named policy (webpack's chunk loader, the mock worker).
 * DOMPurify's own policy (src/components/htmlSanitizerPolicy.ts) is SafeHtml's alone.
 *
 * Without Trusted Types (jsdom, other browsers) every function here is a no-op: the CSP's
 * `require-trusted-types-for` then does nothing either, and SafeHtml still sanitises.
 */
import { escapeHtml } from '../domain/escapeHtml';
import { TRUSTED_TYPES_POLICY } from '../domain/trustedTypes';

interface PolicyOptions {
  createHTML?: (input: string, sink?: string) => string | null;
  createScript?: (input: string, sink?: string) => string | null;
  createScriptURL?: (input: string, sink?: string) => string | null;
}
export interface TrustedPolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, options: PolicyOptions): TrustedPolicy;
  defaultPolicy: TrustedPolicy | null;
}

/** The browser's Trusted Types, or null without them (jsdom, other browsers). */
export function trustedTypesFactory(): TrustedTypesFactory | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes ?? null;
}

let sanitize: ((html: string) => string) | null = null;

/** SafeHtml's module registers its sanitiser here when it loads; the default policy uses it from then on. */
export function registerHtmlSanitizer(fn: (html: string) => string): void {
  sanitize = fn;
}

/** The default policy's HTML: sanitised when the sanitiser is there, escaped text until then. */
export function defaultPolicyHtml(input: string): string {
  return sanitize ? sanitize(input) : escapeHtml(input);
}

/** Installs the default policy once (the entry calls it first). */
export function installDefaultPolicy(): void {
  const tt = trustedTypesFactory();
  if (!tt || tt.defaultPolicy) return;
  tt.createPolicy(TRUSTED_TYPES_POLICY.default, {
    createHTML: (input) => defaultPolicyHtml(input),
    // No string becomes script, and no script URL is trusted without its own named policy.
    createScript: () => null,
    createScriptURL: () => null,
  });
}
