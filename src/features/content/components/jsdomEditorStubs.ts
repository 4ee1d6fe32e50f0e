/**
 * Test helper (imported by tests only): what ProseMirror asks of the DOM and jsdom has not
 * (layout). Positions read as 0 and no element sits at any point, so clicks and typing fall back
 * to the current selection, which is what the tests drive.
 */
const emptyRects = (): DOMRectList => {
  const list: DOMRect[] = [];
  return Object.assign(list, { item: (index: number) => list[index] ?? null }) as unknown as DOMRectList;
};

export function stubEditorLayout(): void {
  const rect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) }) as DOMRect;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = rect;
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}
