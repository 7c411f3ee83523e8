import { islandChunk, StaticIsland } from '../app/StaticIsland';
import { useViewShell } from '../app/viewShell';
// The styles the prerendered hub paints with ride in the page's first stylesheet: its server
// markup shows before its code loads (the chunk imports the same files).
import '../theme/widget.css';
import './hub.css';
import '../predict/predict.css';
import '../code/codePanel.css';
import '../actions/actions.css';

/** The hub's chunk: HubView, the simulator, the narration catalogue and everything only the hub needs. */
export const HUB_CHUNK = islandChunk('hub', () => import('./HubView').then((m) => m.HubView));

/** Loads the hub's chunk (once); resolves to nothing, so a test hook may return it. */
export const loadHubView = (): Promise<void> => HUB_CHUNK.load().then(() => undefined);

/**
 * The hub as the page shows it: a static island (StaticIsland) over its prerendered markup, woken
 * by the learner's first intent, or a lazy chunk where there is no such markup. A link whose hash
 * carries a story (`#scenario=`) opens on something else than the server markup shows: the hub
 * then wakes as soon as its code is in.
 */
export function HubIsland() {
  const shell = useViewShell();
  const story = shell?.hashFor?.('hub') ?? '';
  // In a docs page's iframe a reader may only scroll past: the lanes are laid out for a default
  // width until the live hub measures the frame, so there the hub wakes once the page is idle.
  return <StaticIsland chunk={HUB_CHUNK} props={{}} wakeAtOnce={story !== ''} wakeWhenIdle={shell?.embedded === true} />;
}
