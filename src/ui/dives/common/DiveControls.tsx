import { ActionButton } from '../../actions/ActionButton';
import type { ActionScope } from '../../actions/types';

/**
 * A dive's row of action buttons: `main` on the left (the first one primary unless
 * `primary={false}`), then `quiet` ones (back, reset, help) pushed to the right.
 */
export function DiveControls<C>({ scope, label, main, quiet, primary = true }: { scope: ActionScope<C>; label: string; main: readonly string[]; quiet: readonly string[]; primary?: boolean }) {
  return (
    <div className="dive__controls" role="group" aria-label={label}>
      {main.map((id, i) => (
        <ActionButton key={id} scope={scope} action={id} className={primary && i === 0 ? 'btn btn--primary' : 'btn'} />
      ))}
      <span className="dive__spacer" />
      {quiet.map((id) => (
        <ActionButton key={id} scope={scope} action={id} className="btn btn--quiet" />
      ))}
    </div>
  );
}
