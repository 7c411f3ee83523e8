import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { HelpSwitch } from './helpSwitch';
import { useOptionalWidgetContext } from '../../store/WidgetProvider';
import { activeElementIn } from '../../store/activeElement';
import { keyName, WITHIN_WORDS, type Action, type KeyBinding } from './types';
import '../theme/widget.css';
import './actions.css';
import { KEYS_TEXT } from '../../model/narration/shellText';

const noSubscribe = () => () => undefined;
const closed = () => false;

/** What the help overlay says about where shortcuts work, unless a view says more. */
export const DEFAULT_HELP_NOTE = KEYS_TEXT.helpNote;

/**
 * The `?` overlay: every action of the current view with its keys, generated from the view's
 * list, and (inside a widget) the switch that turns the widget's single-key shortcuts off and on
 * again (WCAG 2.1.4, Character Key Shortcuts). A non-modal dialog shown as a popover where the
 * browser has the Popover API (the top layer: above every container, clipped by none; Esc or a
 * click outside closes it), an open dialog otherwise (Esc closes it). Not a modal dialog: a modal
 * one makes the whole host page inert and dims it, and turning a page inert restyles every element
 * of it (tens of milliseconds on a long view), while a widget owns nothing outside its root.
 * Opening focuses Close; Tab out of it, Esc or ? closes it; closing gives focus back to what had it
 * (unless focus moved on, or a click outside closed it: that click acts on what it was on). Open
 * while `helpSwitch` says so (the view's, from useViewActions: only the overlay re-renders), or,
 * without one, while `open` is true.
 */
export function HelpOverlay<C>({
  actions,
  helpSwitch,
  open: openProp = false,
  onClose: onCloseProp,
  note = DEFAULT_HELP_NOTE,
}: { actions: readonly Action<C>[]; helpSwitch?: HelpSwitch; open?: boolean; onClose?(): void; note?: string }) {
  const switched = useSyncExternalStore(helpSwitch?.subscribe ?? noSubscribe, helpSwitch?.isOpen ?? closed, helpSwitch?.isOpen ?? closed);
  const open = helpSwitch ? switched : openProp;
  const onClose = () => (helpSwitch ? helpSwitch.set(false) : onCloseProp?.());
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const linkTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const openRef = useRef(open);
  openRef.current = open;
  // Closed by a click outside or by focus leaving it: focus is going where the learner sent it.
  const leaveFocus = useRef(false);
  const titleId = useId();
  const widget = useOptionalWidgetContext();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !isShown(d)) {
      const had = activeElementIn(d);
      opener.current = had instanceof HTMLElement ? had : null;
      if (hasPopover(d)) {
        d.showPopover();
        // After the gesture that opened it: a `?` click's own action (hide) runs after its listeners.
        linkTimer.current = setTimeout(() => linkInvokers(d, true), 0);
      } else d.setAttribute('open', '');
      d.querySelector('button')?.focus();
    } else if (!open) {
      clearTimeout(linkTimer.current);
      if (hasPopover(d)) linkInvokers(d, false);
      if (isShown(d)) {
        if (hasPopover(d)) d.hidePopover();
        else d.removeAttribute('open');
      }
      // Focus left inside the hidden dialog (or dropped to the body) goes back to the opener; focus
      // that moved on (Tab out, a click on the host page) stays where it went. Not after a click
      // outside either (a light dismiss, or the blur of its pointer down, while focus is between
      // elements): the click goes on to what it was on, and focusing the opener then scrolled the
      // page to it under the pointer, so the click landed elsewhere.
      const page = d.ownerDocument.activeElement;
      const now = activeElementIn(d);
      const lost = !page || page === d.ownerDocument.body || (now !== null && d.contains(now));
      if (opener.current?.isConnected && lost && !leaveFocus.current) opener.current.focus();
      opener.current = null;
      leaveFocus.current = false;
    }
  }, [open]);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    // Light dismiss (Esc, a click outside) hides the popover itself: the switch follows. Closed
    // while the switch still says open, it was the browser's dismiss, not the effect's hide.
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState !== 'closed') return;
      if (openRef.current) leaveFocus.current = true;
      closeRef.current();
    };
    d.addEventListener('toggle', onToggle);
    return () => {
      d.removeEventListener('toggle', onToggle);
      clearTimeout(linkTimer.current);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="help nokey"
      popover="auto"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        // Esc, and ? (the list says it shows or hides the list; inside it, other keys do nothing).
        if (e.key !== 'Escape' && e.key !== '?') return;
        e.preventDefault();
        // The key was for this overlay: a host page's own Esc (closing its search, leaving a
        // full-screen view) must not also run.
        e.stopPropagation();
        onClose();
      }}
      onBlur={(e) => {
        // Not modal, so Tab can leave it: it closes then, rather than stay open over what now has
        // focus. Not for a `?` button, which a pointer down focuses: its click toggles it, and
        // closing here first would make that click open it again.
        const next = e.relatedTarget;
        if (next instanceof Node && !e.currentTarget.contains(next) && next !== opener.current && !isOwnHelpButton(e.currentTarget, next)) {
          leaveFocus.current = true;
          onClose();
        }
      }}
    >
      <div className="help__head">
        <h2 id={titleId}>{KEYS_TEXT.helpLabel}</h2>
        <button type="button" className="btn btn--quiet" onClick={onClose}>
          {KEYS_TEXT.close}
        </button>
      </div>
      <p className="help__note">{note}</p>
      {widget && (
        <p className="help__note">
          <label>
            <input type="checkbox" checked={widget.keys} onChange={(e) => widget.setKeys(e.currentTarget.checked)} /> {KEYS_TEXT.keysOn}
          </label>
          {!widget.keys && KEYS_TEXT.keysOff}
        </p>
      )}
      <table className="help__table">
        <thead>
          <tr>
            <th scope="col">{KEYS_TEXT.keysColumn}</th>
            <th scope="col">{KEYS_TEXT.actionColumn}</th>
          </tr>
        </thead>
        <tbody>
          {actions.map((a) => (
            <tr key={a.id}>
              <td>
                {keyGroups(a.keys).map(({ within, keys }) => (
                  <span className="help__keys" key={within ?? ''}>
                    {keys.map((k, i) => (
                      <span key={`${k.key}${k.shift}`}>
                        {i > 0 && ' '}
                        <kbd>{keyName(k)}</kbd>
                      </span>
                    ))}
                    {within !== undefined && <span className="help__where"> {WITHIN_WORDS[within]}</span>}
                  </span>
                ))}
              </td>
              <td>
                <strong>{a.label}</strong> — {a.help}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}

/** The `?` buttons (the help action's, from the registry). */
const HELP_BUTTONS = 'button[data-action="help"]';

/**
 * Makes the view's `?` buttons the open popover's invokers, for hiding only (`link`), or unlinks
 * them once it is hidden. A pointer up outside an open popover light-dismisses it, except on one
 * of its invokers: without the link, a click on `?` closed the overlay before the click, whose
 * toggle then opened it again or not, by the order of the toggle event and the click. With it,
 * the click's toggle closes it, and the button's own action (hide) does the same. Unlinked while
 * hidden, or that action would hide the overlay the click had just opened. The view's root is
 * the overlay's parent.
 */
function linkInvokers(d: HTMLDialogElement, link: boolean): void {
  if (!('popoverTargetElement' in HTMLButtonElement.prototype)) return;
  for (const b of d.parentElement?.querySelectorAll<HTMLButtonElement>(HELP_BUTTONS) ?? []) {
    b.popoverTargetElement = link ? d : null;
    b.popoverTargetAction = 'hide';
  }
}

/** Whether `n` is one of the `?` buttons of the view `d` belongs to (its parent). */
function isOwnHelpButton(d: HTMLElement, n: Node): boolean {
  return n instanceof HTMLButtonElement && n.matches(HELP_BUTTONS) && d.parentElement !== null && d.parentElement.contains(n);
}

/** Whether the browser shows `d` as a popover (the Popover API; jsdom and older browsers: no). */
function hasPopover(d: HTMLElement): boolean {
  return typeof d.showPopover === 'function' && typeof d.hidePopover === 'function';
}

function isShown(d: HTMLDialogElement): boolean {
  return hasPopover(d) ? d.matches(':popover-open') : d.hasAttribute('open');
}

/**
 * An action's keys grouped by where they work: the keys that work anywhere in the view first,
 * then each `within` region's keys with its words once ("↓ → with a job focused"), so a row
 * names a region once instead of after every key (which made the keys column wider than the
 * actions'). A `within` without words is shown with the keys that work anywhere.
 */
function keyGroups(keys: readonly KeyBinding[]): { within: string | undefined; keys: KeyBinding[] }[] {
  const groups: { within: string | undefined; keys: KeyBinding[] }[] = [];
  for (const k of keys) {
    const within = k.within !== undefined && Object.hasOwn(WITHIN_WORDS, k.within) ? k.within : undefined;
    let group = groups.find((g) => g.within === within);
    if (!group) {
      group = { within, keys: [] };
      if (within === undefined) groups.unshift(group);
      else groups.push(group);
    }
    group.keys.push(k);
  }
  return groups;
}
