// The spec writes its figures with Western thousands separators (2,500,000), not the Indian
// grouping (25,00,000) that `en-IN` would produce.
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A statistic as shown: the number with thousands separators, then its suffix ("2,500,000+"). */
export function formatStat(value: number, suffix = ''): string {
  return `${grouped.format(Math.round(value))}${suffix}`;
}

/**
 * The value a count-up shows `elapsedMs` into its run of `durationMs`: it eases out so the digits
 * settle gently, never overshoots, and lands exactly on the target.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(target * eased));
}
