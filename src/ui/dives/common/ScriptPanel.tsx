import type { ScriptId } from '../../../model/dives/common';
import { CodePanel, type LineMarker } from '../../code/CodePanel';
import { DIVE_SCRIPTS, SCRIPT_FILES } from './scripts';

export type { LineMarker } from '../../code/CodePanel';

/** A file's name without the project's folders, which mean nothing to a learner: `sweep.lua`. */
export function learnerFileName(path: string): string {
  return path.replace(/^.*\//, '');
}

/**
 * A dive's script or pseudocode file in the one code panel (src/ui/code/CodePanel.tsx): the
 * line that just ran lit (`current`, marked "◀ ran"), other lines of the same step tinted
 * (`also`), and optional markers (who runs which line next), titled by the file's name. The
 * listing scrolls inside the panel to keep the lit line in view.
 */
export function ScriptPanel({
  script,
  current,
  also = [],
  markers = [],
  caption,
  titleId,
  level = 2,
}: {
  script: ScriptId;
  current: number | null;
  also?: number[];
  markers?: LineMarker[];
  caption?: string;
  titleId: string;
  /** The heading level of the panel's title: 3 inside a panel that has its own. */
  level?: 2 | 3;
}) {
  return (
    <CodePanel
      file={learnerFileName(SCRIPT_FILES[script])}
      source={DIVE_SCRIPTS[script]}
      titleId={titleId}
      level={level}
      caption={caption}
      current={current}
      currentLabel="ran"
      ran={new Map(also.map((line) => [line, 1]))}
      markers={markers}
      scroll
    />
  );
}
