/** Every time in this dive with one decimal, `t = 0.0 s` as everywhere else. */
export const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
