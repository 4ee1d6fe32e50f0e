import DOMPurify from 'dompurify';
import { render } from '@testing-library/react';
import { TRUSTED_TYPES_POLICY } from '../domain/trustedTypes';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

/**
 * SafeHtml's Trusted Types policy (src/components/htmlSanitizerPolicy.ts) under a stand-in for
 * Chromium's `window.trustedTypes`: the attributes it types as TrustedScriptURL are Chromium's
 * (trustedTypes.getAttributeType). SafeHtml makes its DOMPurify and its policy on first use, so
 * the stand-in is in place before anything is sanitised in this file.
 */
type Rules = { createHTML(input: string): unknown; createScriptURL(input: string): unknown };

const SCRIPT_URL_ATTRIBUTES: Record<string, string[]> = { script: ['src'], embed: ['src'], object: ['data', 'codebase'] };
const rules = new Map<string, Rules>();
const scriptUrlsAsked: string[] = [];

Object.defineProperty(window, 'trustedTypes', {
  configurable: true,
  value: {
    defaultPolicy: null,
    createPolicy(name: string, policyRules: Rules): Rules {
      rules.set(name, policyRules);
      return {
        createHTML: (input) => policyRules.createHTML(input),
        createScriptURL: (input) => {
          scriptUrlsAsked.push(input);
          return policyRules.createScriptURL(input);
        },
      };
    },
    getAttributeType(tag: string, attribute: string): string | null {
      if (SCRIPT_URL_ATTRIBUTES[tag]?.includes(attribute)) return 'TrustedScriptURL';
      return tag === 'iframe' && attribute === 'srcdoc' ? 'TrustedHTML' : null;
    },
  },
});

afterAll(() => {
  delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
});

/** Markup whose every element would need a script URL (or HTML) signed by the policy. */
const SCRIPT_URL_MARKUP = [
  '<script src="/assets/x.js"></script>',
  '<embed src="/assets/x.js">',
  '<object data="/assets/x.js" codebase="/assets/"></object>',
  '<svg><script href="/assets/x.js"></script></svg>',
  '<iframe srcdoc="<p>x</p>"></iframe>',
].join('');

describe('the sanitiser’s Trusted Types policy', () => {
  it('signs the markup DOMPurify parses and returns, and refuses every script URL', () => {
    const { container } = render(<SafeHtml html="<b>bold</b>" />);
    expect(container).toHaveTextContent('bold');
    const policy = rules.get(TRUSTED_TYPES_POLICY.sanitizer);
    expect(policy).toBeDefined();
    expect(policy!.createHTML('<b>x</b>')).toBe('<b>x</b>');
    for (const url of ['/assets/x.js', 'https://elsewhere.example/x.js', '']) {
      expect(() => policy!.createScriptURL(url)).toThrow(TypeError);
    }
  });

  it('is never asked for a script URL: SafeHtml removes every element that takes one', () => {
    const { container } = render(<SafeHtml html={`<p>text</p>${SCRIPT_URL_MARKUP}`} />);
    expect(sanitizeHtml(SCRIPT_URL_MARKUP)).toBe('');
    expect(container.innerHTML).toBe('<div><p>text</p></div>');
    expect(scriptUrlsAsked).toEqual([]);
  });

  it('(control) DOMPurify does ask the policy for a script URL when such an element stays', () => {
    const asked: string[] = [];
    const recording = { createHTML: (input: string) => input, createScriptURL: (input: string) => (asked.push(input), input) };
    DOMPurify(window).sanitize('<embed src="/assets/x.js">', { ADD_TAGS: ['embed'], TRUSTED_TYPES_POLICY: recording as never });
    expect(asked).toEqual(['/assets/x.js']);
  });
});
