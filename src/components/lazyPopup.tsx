import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyWithPreload, type PreloadableComponent } from './lazyWithPreload';

/**
 * A popup (menu, drawer, dialog, popover) whose code loads when it is first wanted, not with the
 * page: MUI's overlays (Modal, Popover, Menu, Drawer, the focus trap and transitions) are about
 * 20 KB gzip that no first page needs before a click. `preload()` on pointer-enter or focus of
 * the control that opens it makes the first opening immediate; a click before the code arrives
 * opens the popup as soon as it does.
 */
export function lazyPopup<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  return lazyWithPreload(() => load().then((component) => ({ default: component })));
}

/** Loads a popup's code without rendering it (a failed load is retried by the next render or preload). */
export function preloadPopup(...popups: readonly { preload(): Promise<void> }[]): void {
  for (const popup of popups) void popup.preload().catch(() => undefined);
}

/**
 * Renders `children` (the lazy popup) from its first opening on, and keeps it mounted afterwards
 * so that it can play its closing transition and keep its state.
 */
export function PopupSlot({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
