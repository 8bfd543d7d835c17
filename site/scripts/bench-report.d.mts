/** One Lighthouse run of a route as bench.mjs records it (the fields medianRuns reads). */
export interface BenchRow {
  route: string;
  error?: string;
  perf?: number;
  tbtMs?: number;
  [figure: string]: unknown;
}

export function medianRuns(
  rows: BenchRow[],
): (BenchRow & { runs?: { perf: number; tbtMs: number }[]; failedRuns?: number })[];
