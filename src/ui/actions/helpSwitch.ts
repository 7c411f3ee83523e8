/**
 * Whether a view's help overlay is open, held outside React state: the view that owns it (and
 * every panel under it) does not re-render when the overlay opens or closes; only the overlay,
 * which subscribes, does. One per mounted view (`useViewActions`, `useDiveActions`).
 */
export interface HelpSwitch {
  isOpen(): boolean;
  set(open: boolean): void;
  toggle(): void;
  subscribe(listener: () => void): () => void;
}

/** A closed help switch. */
export function createHelpSwitch(): HelpSwitch {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    for (const l of [...listeners]) l();
  };
  return {
    isOpen: () => open,
    set,
    toggle: () => set(!open),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
