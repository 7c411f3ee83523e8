import { MEASURED_COMPACT_HEIGHTS, MEASURED_HEIGHTS, MEASURED_WIDTHS } from './reservedHeights';

/**
 * The height (CSS px) an element's view takes on its first screen at `width` (CSS px, the
 * element's own width): read from the table scripts/embed-heights.ts measured in Chromium
 * (reservedHeights.ts, one row per view at a few widths), linear between two measured widths
 * and the nearest one's outside them. An unknown view is the hub (as the element shows it); a
 * width that is not a positive number reserves nothing (0). `compact` reads the compact form's row
 * (the `compact` attribute: README "The iframe", compact=1), so a compact view keeps its height as it wakes.
 */
export function reservedHeight(view: string, width: number, compact = false): number {
  const table = compact ? MEASURED_COMPACT_HEIGHTS : MEASURED_HEIGHTS;
  const row = table[view] ?? table.hub;
  if (!row || !(width > 0)) return 0;
  const ws = MEASURED_WIDTHS;
  if (width <= ws[0]!) return row[0]!;
  for (let i = 1; i < ws.length; i++) {
    if (width > ws[i]!) continue;
    const f = (width - ws[i - 1]!) / (ws[i]! - ws[i - 1]!);
    return Math.round(row[i - 1]! + f * (row[i]! - row[i - 1]!));
  }
  return row[row.length - 1]!;
}
