/**
 * What the user typed into a field of a page pre-rendered at build time (src/prerender) before
 * the JavaScript arrived: a form's first state reads it, so hydrating the page keeps it instead
 * of resetting the field to ''. Elsewhere (a page rendered in the browser, the server) it is ''.
 */
export function prerenderedValue(id: string): string {
  if (typeof document === 'undefined' || !document.getElementById('root')?.dataset.prerendered) return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : '';
}
