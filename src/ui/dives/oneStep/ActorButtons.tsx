import { peekNext } from '../../../model/dives/oneStep/oneStep';
import { sessionOf, type OneStepAction, type OneStepState } from '../../../model/dives/oneStep/oneStepModel';
import { ONE_STEP_VIEW } from '../../../model/narration/diveText';
import { useWidget } from '../../../store/WidgetProvider';
import { ActionButton } from '../../actions/ActionButton';
import type { ActionScope } from '../../actions/types';
import type { DiveContext } from '../common/diveActions';
import { actorOfMove } from './oneStepActions';

/** A command as a button's second line: key prefix dropped, the sweeper's now written `now`. */
function shortArgv(argv: string[]): string {
  return argv.map((w) => w.replace(/^emq:\{q\}:/, '')).join(' ').replace(/-inf \d+$/, '-inf now');
}

/** Who moves next: one button per actor of the setup, each saying what it would send (or `done`). */
export function ActorButtons({ scope }: { scope: ActionScope<DiveContext<OneStepState, OneStepAction>> }) {
  const session = useWidget(sessionOf);
  return (
    <div className="dive__controls dive__controls--actors" role="group" aria-label={ONE_STEP_VIEW.actorsLabel}>
      {scope.actions.map((a) => {
        const id = actorOfMove(a.id);
        if (!id) return null;
        const peek = peekNext(session, id);
        const detail = !peek ? ONE_STEP_VIEW.actorDone : peek.argv ? shortArgv(peek.argv) : id.startsWith('worker') ? ONE_STEP_VIEW.workerScript : ONE_STEP_VIEW.sweeperScript;
        return <ActionButton key={a.id} scope={scope} action={a} className={`btn btn--actor btn--${id.split(':')[0]}`} detail={detail} />;
      })}
    </div>
  );
}
