import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('writes the characters that open markup, tags and attributes as references', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
  });

  it('leaves plain text as it is and turns other values into text', () => {
    expect(escapeHtml('Brand portal 2026 – Été')).toBe('Brand portal 2026 – Été');
    expect(escapeHtml(42)).toBe('42');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('builds no element when the result is parsed as HTML', () => {
    const host = document.createElement('div');
    host.innerHTML = escapeHtml('<svg onload=alert(1)><style>*{}</style><meta http-equiv=refresh content=0>');
    expect(host.children).toHaveLength(0);
    expect(host.textContent).toBe('<svg onload=alert(1)><style>*{}</style><meta http-equiv=refresh content=0>');
  });
});
