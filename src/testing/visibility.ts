/** Makes the tab hidden or visible for a test, as the browser does: the state, then 'visibilitychange'. */
export function setVisibility(value: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value });
  document.dispatchEvent(new Event('visibilitychange'));
}
