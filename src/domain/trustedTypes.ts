/**
 * The Trusted Types policies the portal creates. The Content-Security-Policy allows exactly these
 * (`trusted-types ...`, scripts/securityHeaders.cjs; a jest test keeps the two lists equal) and
 * requires Trusted Types for every script sink (`require-trusted-types-for 'script'`), so markup
 * or a script URL that reaches a DOM sink without passing one of them is refused by the browser.
 */
export const TRUSTED_TYPES_POLICY = {
  /** Every HTML sink fed a plain string (a library's innerHTML): through the portal's DOMPurify. */
  default: 'default',
  /** DOMPurify's own parsing and its sanitised output (src/components/SafeHtml.tsx): never handed out. */
  sanitizer: 'dfc-sanitizer',
  /** webpack's chunk loader (`output.trustedTypes`): the URLs of the build's own chunks. */
  chunks: 'dfc-chunks',
  /** The mock's service worker registration (mocks/browser.ts), mock builds only. */
  mockWorker: 'dfc-mock-worker',
} as const;
