/**
 * Redis's index clamping for rank ranges (LRANGE, ZRANGE by rank: `t_list.c` and `t_zset.c`):
 * negative indexes count from the end, the start is raised to 0 and the stop lowered to the last
 * index. Returns the inclusive `[start, stop]`, or `null` when the range is empty.
 */
export function clampRange(start: number, stop: number, len: number): [number, number] | null {
  if (start < 0) start += len;
  if (stop < 0) stop += len;
  if (start < 0) start = 0;
  if (start > stop || start >= len) return null;
  if (stop >= len) stop = len - 1;
  return [start, stop];
}
