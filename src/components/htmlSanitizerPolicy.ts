/**
 * The Trusted Types policy DOMPurify parses with and signs its output with (its
 * TRUSTED_TYPES_POLICY, src/components/SafeHtml.tsx). Its createHTML turns any string into
 * TrustedHTML as it is, so only SafeHtml may import this module (the `boundaries/sanitizer-policy`
 * lint rule, eslint.boundaries.mjs): held anywhere else, it would let markup past the sanitiser.
 *
 * Script URLs: DOMPurify wants the policy to have a createScriptURL, and calls it only for an
 * attribute it keeps that the browser types as TrustedScriptURL (Chromium: script src, embed src,
 * object data and codebase, SVG script href). SafeHtml removes all those elements (FORBID_TAGS,
 * HTML profile only), so DOMPurify never needs one, and this policy refuses every script URL: it
 * throws, as the browser does for a refused one.
 */
import { TRUSTED_TYPES_POLICY } from '../domain/trustedTypes';
import { trustedTypesFactory, type TrustedPolicy } from '../shared/trustedTypes';

let policy: TrustedPolicy | null | undefined;

/** Thrown for any script URL: SafeHtml's markup loads no script. */
function refuseScriptUrl(): never {
  throw new TypeError(`The ${TRUSTED_TYPES_POLICY.sanitizer} policy makes no script URL`);
}

/** The sanitiser's policy, created once; null without Trusted Types. */
export function htmlSanitizerPolicy(): TrustedPolicy | null {
  if (policy !== undefined) return policy;
  const tt = trustedTypesFactory();
  policy = tt ? tt.createPolicy(TRUSTED_TYPES_POLICY.sanitizer, { createHTML: (input) => input, createScriptURL: refuseScriptUrl }) : null;
  return policy;
}
