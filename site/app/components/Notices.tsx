import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Toaster, type ToastMessage } from '@northbeam/ui';
import type { Notice } from '@northbeam/flows';

const NoticeContext = createContext<(notice: Notice) => void>(() => {});

let nextId = 0;

/** Shows the flows' notices (contact form, newsletter) as ui toasts. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((notice: Notice) => {
    nextId += 1;
    const toast: ToastMessage = {
      id: `notice-${nextId}`,
      title: notice.title,
      description: notice.description,
      tone: notice.tone,
    };
    setToasts((current) => [...current, toast]);
  }, []);
  return (
    <NoticeContext.Provider value={show}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </NoticeContext.Provider>
  );
}

export const useShowNotice = () => useContext(NoticeContext);
