import { useEffect, useRef } from 'react';
import type { Notice } from '@northbeam/flows';
import { LoadingStatus } from '@northbeam/ui';
import { carryArrival } from './arrival';
import { replacePage } from './pageAddress';
import * as css from './account.css';

/**
 * What <Navigate replace> was in the router: 'Loading...' until the next page has loaded. With
 * `arrival`, the next page shows its notice and focuses its heading (arrival.ts).
 */
export function Redirect({ to, arrival }: { to: string; arrival?: { notice: Notice | null } }) {
  // Once: the page re-renders while the next one loads (the session settling).
  const gone = useRef(false);
  useEffect(() => {
    if (gone.current) return;
    gone.current = true;
    if (arrival) carryArrival(arrival);
    replacePage(to);
  }, [to, arrival]);
  return <LoadingStatus className={css.pageLoading} />;
}
