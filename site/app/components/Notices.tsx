import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Notice } from '@northbeam/flows';
import * as css from './components.css';

interface ShownNotice extends Notice {
  id: number;
}

const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/** Shows flow notices as toasts in a polite live region (stand-in until ui's Toaster lands). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownNotice[]>([]);
  const dismiss = useCallback(
    (id: number) => setShown((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const show = useCallback(
    (notice: Notice) => {
      const id = Date.now() + Math.random();
      setShown((current) => [...current, { ...notice, id }]);
      window.setTimeout(() => dismiss(id), 6000);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <section aria-label="Notifications" className={css.notices}>
        <div role="status" aria-live="polite">
          {shown.map((notice) => (
            <div
              key={notice.id}
              className={[css.notice, notice.tone === 'destructive' && css.noticeDestructive]
                .filter(Boolean)
                .join(' ')}
            >
              <div>
                <p className={css.noticeTitle}>{notice.title}</p>
                {notice.description && <p className={css.noticeText}>{notice.description}</p>}
              </div>
              <button
                type="button"
                className={css.iconButton}
                aria-label="Dismiss notification"
                onClick={() => dismiss(notice.id)}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      </section>
    </NoticeContext.Provider>
  );
}

export const useShowNotice = () => useContext(NoticeContext);
