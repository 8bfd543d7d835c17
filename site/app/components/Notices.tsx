import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ToastMessage } from '@northbeam/ui';
import type { Notice } from '@northbeam/flows';

// The toast region loads only on pages that can raise a notice (a form, the account pages), so
// its code stays out of every other page. Those pages mount it, empty, as soon as they hydrate:
// a live region must exist before its first message for screen readers to announce it.
const Toaster = lazy(() => import('./NoticeToaster'));

interface Notices {
  show: (notice: Notice) => void;
  mountRegion: () => void;
}

const NoticeContext = createContext<Notices>({ show: () => {}, mountRegion: () => {} });

let nextId = 0;

/** Shows the flows' notices (contact form, newsletter, account) as ui toasts. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [regionMounted, setRegionMounted] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const mountRegion = useCallback(() => setRegionMounted(true), []);
  const show = useCallback((notice: Notice) => {
    nextId += 1;
    const toast: ToastMessage = {
      id: `notice-${nextId}`,
      title: notice.title,
      description: notice.description,
      tone: notice.tone,
    };
    setRegionMounted(true);
    setToasts((current) => [...current, toast]);
  }, []);
  const notices = useMemo(() => ({ show, mountRegion }), [show, mountRegion]);
  return (
    <NoticeContext.Provider value={notices}>
      {children}
      {regionMounted && (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </NoticeContext.Provider>
  );
}

/** For a component that raises notices: mounts the toast region with it and returns `show`. */
export function useShowNotice(): (notice: Notice) => void {
  const { show, mountRegion } = useContext(NoticeContext);
  useEffect(mountRegion, [mountRegion]);
  return show;
}
