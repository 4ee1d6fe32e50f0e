import { createElement, Suspense, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A place in a page that another part of the app fills without the page importing it: the page
 * renders the slot, and whoever owns the content registers it (usually a lazy component, so its
 * code loads only when the slot first renders it). The login page's aside is one: mock builds
 * register the mock admin's demo box there (src/features/mockAdmin, registered at boot in mock
 * mode only), so neither the auth feature nor a production build carries it.
 */
export interface Slot {
  /**
   * Fills the slot (a later registration replaces the earlier one); slots already on screen show
   * it. Returns what empties it again (if it still holds this component).
   */
  register(component: ComponentType): () => void;
  subscribe(listener: () => void): () => void;
  current(): ComponentType | null;
}

function createSlot(): Slot {
  let registered: ComponentType | null = null;
  const listeners = new Set<() => void>();
  return {
    register(component) {
      const change = (next: ComponentType | null) => {
        registered = next;
        for (const listener of listeners) listener();
      };
      change(component);
      return () => {
        if (registered === component) change(null);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => registered,
  };
}

/** Nothing on the server: a pre-rendered page hydrates as it was rendered, and the content follows. */
const nothing = () => null;

/** Renders what the slot holds (nothing until something is registered), without a fallback while it loads. */
export function SlotContent({ slot }: { slot: Slot }) {
  // The component registered once, at boot (not one made during render): its state lives with the page.
  const content = useSyncExternalStore(slot.subscribe, slot.current, nothing);
  if (!content) return null;
  return <Suspense fallback={null}>{createElement(content)}</Suspense>;
}

/** Below the sign-in form of /login. */
export const loginAside = createSlot();

export function LoginAside() {
  return <SlotContent slot={loginAside} />;
}
