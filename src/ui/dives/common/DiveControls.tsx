import { ActionButton } from '../../actions/ActionButton';
import type { ActionScope } from '../../actions/types';
import { useCompact } from '../../app/viewShell';

/**
 * A dive's row of action buttons: `main` on the left (the first one primary unless
 * `primary={false}`), then `quiet` ones (back, reset, help) pushed to the right. The compact form
 * (compact=1) leaves out reset and help: the dive shows them behind its disclosure (CompactMore's `actions`, `CompactActions`).
 */
export function DiveControls<C>({ scope, label, main, quiet, primary = true }: { scope: ActionScope<C>; label: string; main: readonly string[]; quiet: readonly string[]; primary?: boolean }) {
  const compact = useCompact();
  return (
    <div className="dive__controls" role="group" aria-label={label}>
      {main.map((id, i) => (
        <ActionButton key={id} scope={scope} action={id} className={primary && i === 0 ? 'btn btn--primary' : 'btn'} />
      ))}
      <span className="dive__spacer" />
      {quiet.filter((id) => !(compact && COMPACT_MOVED.includes(id))).map((id) => (
        <ActionButton key={id} scope={scope} action={id} className="btn btn--quiet" />
      ))}
    </div>
  );
}

/** The quiet actions the compact form moves behind the dive's disclosure. */
const COMPACT_MOVED: readonly string[] = ['reset', 'help'];

/** The buttons DiveControls leaves out in the compact form, for the dive's disclosure (CompactMore's `actions`). */
export function CompactActions<C>({ scope }: { scope: ActionScope<C> }) {
  return (
    <>
      {COMPACT_MOVED.map((id) => (
        <ActionButton key={id} scope={scope} action={id} className="btn btn--quiet" />
      ))}
    </>
  );
}
