/**
 * How a benchmark reports a figure (docs/benchmarks.md): one line
 * `BENCH {"name":…,"value":…,"unit":…,"target":"<= 50","baseline":…,"baselineLabel":…}` on stdout,
 * which `npm run bench` (tests/bench/run.mts) collects, plus a readable line for whoever runs the
 * script alone.
 */

/** One measured figure. */
export interface Figure {
  /** What was measured, e.g. "bulk print 1,000: total". */
  name: string;
  value: number;
  /** "ms", "s", "MB", "KiB", "req/s", "×" … */
  unit: string;
  /** The target as a comparison with a number: "<= 50", ">= 0.9", "< 3". */
  target?: string;
  /** The same figure before the work (or the REST figure a ratio compares with). */
  baseline?: number;
  /** Where the baseline comes from, e.g. "before the speed work". */
  baselineLabel?: string;
}

const COMPARISONS: Record<string, (a: number, b: number) => boolean> = {
  '<=': (a, b) => a <= b,
  '<': (a, b) => a < b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

/** Whether `value` meets `target` ("<= 50"); undefined when there is no target or it does not parse. */
export function meetsTarget(value: number, target: string | undefined): boolean | undefined {
  const match = target ? /^\s*(<=|<|>=|>)\s*(-?[\d.]+)\s*$/.exec(target) : null;
  if (!match) return undefined;
  return COMPARISONS[match[1]!]!(value, Number(match[2]));
}

/** Rounds for display: 3 significant digits below 100, whole numbers above. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-AU');
  return Number(value.toPrecision(3)).toString();
}

/** Prints `figure` as a BENCH line and a readable line. */
export function report(figure: Figure): void {
  console.log(`BENCH ${JSON.stringify(figure)}`);
  const met = meetsTarget(figure.value, figure.target);
  const verdict = met === undefined ? '' : met ? ' ✓' : ' ✗ MISSED';
  const target = figure.target ? `  (target ${figure.target} ${figure.unit}${verdict})` : '';
  const baseline =
    figure.baseline !== undefined
      ? `  [${figure.baselineLabel ?? 'baseline'}: ${formatValue(figure.baseline)} ${figure.unit}]`
      : '';
  console.log(`  ${figure.name}: ${formatValue(figure.value)} ${figure.unit}${target}${baseline}`);
}

/** The `p`-th percentile (0–100) of `values` (nearest rank); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
