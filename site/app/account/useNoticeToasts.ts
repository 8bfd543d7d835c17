import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Notice } from '@northbeam/flows';
import { useShowNotice } from '../components/Notices';

/**
 * Shows each new notice a flow puts in its context as a toast. It listens to the actor rather
 * than to renders, so a notice set on the way to another page (sign-in → /dashboard) still shows.
 */
export function useNoticeToasts(actorRef: AnyActorRef) {
  const showNotice = useShowNotice();
  useEffect(() => {
    let last: Notice | null = (actorRef.getSnapshot() as { context: { notice: Notice | null } })
      .context.notice;
    const subscription = actorRef.subscribe((snapshot: { context: { notice: Notice | null } }) => {
      const { notice } = snapshot.context;
      if (notice && notice !== last) showNotice(notice);
      last = notice;
    });
    return () => subscription.unsubscribe();
  }, [actorRef, showNotice]);
}
