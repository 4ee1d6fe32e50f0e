/**
 * Text made safe for a sink that parses HTML (`innerHTML` in a third-party widget such as the
 * chart tooltips): the five characters that can open or close markup, a tag or an attribute are
 * written as character references, so the browser shows them as they were typed and builds no
 * element from them. Anything not a string is turned into one first (null and undefined: '').
 */
const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (ch) => REFERENCES[ch]);
}
