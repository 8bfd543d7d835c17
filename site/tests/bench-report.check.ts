import { describe, expect, it } from 'vitest';
import { medianRuns } from '../scripts/bench-report.mjs';

/**
 * `pnpm bench --runs=N` reports each route's median run (scripts/bench-report.mjs): one whole run,
 * never a mix of figures from different runs, and every run counted, the poor ones too.
 */
describe('the bench’s median run', () => {
  const run = (route: string, perf: number, tbtMs: number) => ({ route, perf, tbtMs, lcpS: perf });

  it('is the run of median Performance, with every run’s score and TBT beside it', () => {
    const rows = [run('/a', 98, 120), run('/b', 100, 5), run('/a', 100, 10), run('/a', 91, 369)];
    const [a, b] = medianRuns(rows);
    expect(a).toMatchObject({ route: '/a', perf: 98, tbtMs: 120, lcpS: 98 });
    expect(a?.runs).toEqual([
      { perf: 98, tbtMs: 120 },
      { perf: 100, tbtMs: 10 },
      { perf: 91, tbtMs: 369 },
    ]);
    expect(b).toMatchObject({ route: '/b', perf: 100, runs: [{ perf: 100, tbtMs: 5 }] });
  });

  it('takes the lower middle run of an even count, and the higher TBT of equal scores', () => {
    expect(medianRuns([run('/a', 100, 0), run('/a', 99, 60)])[0]).toMatchObject({ perf: 99 });
    expect(medianRuns([run('/a', 99, 40), run('/a', 99, 80), run('/a', 99, 60)])[0]).toMatchObject({
      tbtMs: 60,
    });
  });

  it('leaves failed runs out of the median and says how many failed', () => {
    const [a] = medianRuns([run('/a', 100, 0), { route: '/a', error: 'NO_NAVSTART' }]);
    expect(a).toMatchObject({ perf: 100, failedRuns: 1 });
    expect(medianRuns([{ route: '/a', error: 'timed out' }])[0]).toMatchObject({
      error: 'timed out',
    });
  });
});
