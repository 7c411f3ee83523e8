/**
 * `n` of `total` as a percentage a learner reads: `43 %`, `0 %` only for none and `100 %` only
 * for all. A share that would round to 0 or 100 gets more decimals (`99.89 %`, `0.11 %`), and past
 * three decimals a bound (`< 0.001 %`, `> 99.999 %`), so a rare case never reads as impossible nor
 * a common one as certain. A `total` of 0 reads `0 %`.
 */
export function formatShare(n: number, total: number): string {
  if (total <= 0 || n <= 0) return '0 %';
  if (n >= total) return '100 %';
  const p = (100 * n) / total;
  for (let digits = 0; digits <= 3; digits++) {
    const text = p.toFixed(digits);
    if (Number(text) > 0 && Number(text) < 100) return `${text} %`;
  }
  return p < 50 ? '< 0.001 %' : '> 99.999 %';
}
