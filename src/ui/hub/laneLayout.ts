import { niceLinearAxis, type LinearAxis } from './linearAxis';

/** Chip sizes in CSS pixels; JobChip.css uses the same numbers. */
export const CHIP = { width: 132, activeHeight: 60, slotHeight: 46, gap: 8 } as const;

/** Where the active lane draws things: a number line of lease deadlines in seconds from scenario start. */
export interface ActiveLayout {
  /** Seconds since scenario start → x in pixels. */
  x: LinearAxis;
  ticks: number[];
  nowX: number;
  chips: { id: string; cx: number; left: number; top: number }[];
  /** Height of the chip area (chips sit above the axis). */
  height: number;
}

const PAD = 14;

/**
 * Lays out the active lane for a plot `width` pixels wide: x = lease deadline (seconds since
 * scenario start), the domain from 0 to a little past the latest of now and every deadline, so
 * "now" and every chip fit. A chip ends at its deadline (its right edge is the deadline, like a
 * lease running out), so an expired lease sits wholly left of now; a live lease whose deadline is
 * closer to now than a chip's width starts at now instead (it never reaches into the expired
 * zone; its deadline mark `cx` stays exact), and the domain leaves a chip's room right of now. Chips sharing a deadline (or
 * too close to fit side by side) stack in rows, earliest deadline first, as ZRANGEBYSCORE reads them.
 */
export function layoutActive(jobs: readonly { id: string; deadlineSec: number }[], nowSec: number, width: number): ActiveLayout {
  const latest = Math.max(nowSec, ...jobs.map((j) => j.deadlineSec));
  // Room for a whole chip right of now, so a live lease never has to reach back across it.
  const span = width - CHIP.width - PAD;
  const room = span > PAD ? (nowSec * (width - 2 * PAD)) / (span - PAD) : 0;
  const x = niceLinearAxis([0, Math.max(10, latest * 1.12, room)], [PAD, Math.max(PAD + 1, width - PAD)]);
  const nowX = x(nowSec);
  const rowRight: number[] = [];
  const chips = [...jobs]
    .sort((a, b) => a.deadlineSec - b.deadlineSec)
    .map((j) => {
      const cx = x(j.deadlineSec);
      // A live lease (deadline after now, isExpired's bound) starts no earlier than now; an
      // expired one ends no later than its deadline, which is at or before now.
      const live = j.deadlineSec > nowSec;
      const end = live ? Math.max(cx, nowX + CHIP.width) : cx;
      const left = Math.min(Math.max(0, end - CHIP.width), Math.max(0, width - CHIP.width));
      let row = rowRight.findIndex((r) => r + CHIP.gap <= left);
      if (row === -1) row = rowRight.push(0) - 1;
      rowRight[row] = left + CHIP.width;
      return { id: j.id, cx, left, row };
    });
  const rows = Math.max(1, rowRight.length);
  // Row 0 sits nearest the axis, so the first-read lease is the one closest to its deadline mark.
  const height = rows * (CHIP.activeHeight + CHIP.gap);
  return {
    x,
    ticks: x.ticks(Math.max(2, Math.min(8, Math.floor(width / 80)))),
    nowX,
    chips: chips.map((c) => ({ id: c.id, cx: c.cx, left: c.left, top: height - (c.row + 1) * (CHIP.activeHeight + CHIP.gap) + CHIP.gap / 2 })),
    height,
  };
}

/** Slots of a score-0 lane (pending, dead): chips left to right in sorted-set order, wrapping. */
export interface SlotLayout {
  slots: { left: number; top: number }[];
  columns: number;
  height: number;
}

/**
 * Lays out `count` chips (plus `extra` empty slots, to show where the next one goes) in a lane
 * `width` pixels wide in band slots (one chip and one gap apart), as many per row as fit.
 */
export function layoutSlots(count: number, width: number, extra = 1): SlotLayout {
  const n = count + extra;
  const columns = Math.max(1, Math.floor((width + CHIP.gap) / (CHIP.width + CHIP.gap)));
  // d3-scale's scaleBand with paddingInner = gap / (width + gap) and no outer padding, by its formula:
  // the step is one chip plus one gap (kept local: the hub's first chunk carries no d3).
  const inner = CHIP.gap / (CHIP.width + CHIP.gap);
  const step = (columns * (CHIP.width + CHIP.gap) - CHIP.gap) / Math.max(1, columns - inner);
  const band = (i: number) => step * i;
  const slots = Array.from({ length: n }, (_, i) => ({
    left: band(i % columns)!,
    top: Math.floor(i / columns) * (CHIP.slotHeight + CHIP.gap),
  }));
  const rows = Math.max(1, Math.ceil(n / columns));
  return { slots, columns, height: rows * (CHIP.slotHeight + CHIP.gap) - CHIP.gap };
}
