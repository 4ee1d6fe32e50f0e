import { TRUSTED_TYPES_POLICIES, securityHeaders } from '../../scripts/securityHeaders.cjs';
import { TRUSTED_TYPES_POLICY } from '../domain/trustedTypes';
import { defaultPolicyHtml, installDefaultPolicy, registerHtmlSanitizer } from './trustedTypes';

describe('Trusted Types', () => {
  it('the CSP allows exactly the policies the portal creates, and requires them for script sinks', () => {
    expect([...TRUSTED_TYPES_POLICIES].sort()).toEqual(Object.values(TRUSTED_TYPES_POLICY).sort());
    const csp = securityHeaders({ mockWorker: true })['Content-Security-Policy'];
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain(`trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`);
    expect(csp).not.toContain('allow-duplicates');
  });

  it('the default policy escapes HTML until the sanitiser is there, then sanitises with it', () => {
    expect(defaultPolicyHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    registerHtmlSanitizer((html) => `clean:${html}`);
    expect(defaultPolicyHtml('<b>x</b>')).toBe('clean:<b>x</b>');
  });

  it('installs the default policy once, refusing scripts and script URLs', () => {
    const created: Array<{ name: string; rules: Record<string, (input: string) => unknown> }> = [];
    const factory = {
      defaultPolicy: null as unknown,
      createPolicy(name: string, rules: Record<string, (input: string) => unknown>) {
        created.push({ name, rules });
        this.defaultPolicy = rules;
        return rules;
      },
    };
    Object.defineProperty(window, 'trustedTypes', { value: factory, configurable: true });
    try {
      installDefaultPolicy();
      installDefaultPolicy();
      expect(created.map((p) => p.name)).toEqual(['default']);
      expect(created[0].rules.createScript('alert(1)')).toBeNull();
      expect(created[0].rules.createScriptURL('https://elsewhere.example/x.js')).toBeNull();
    } finally {
      delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});
