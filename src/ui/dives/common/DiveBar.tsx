import type { ReactNode } from 'react';

/**
 * A dive's controls with its status line (the narration of what the last press did) directly
 * under them, so a press and its outcome share one screen. On a wide layout the bar sticks to the
 * top of the screen while the panels below it scroll (dives.css); in the compact layout (a frame,
 * a phone) it gives its parts to the dive's grid, which orders them beside what they change.
 */
export function DiveBar({ children }: { children: ReactNode }) {
  return <div className="dive__bar">{children}</div>;
}
