import { useEffect, useRef, useState } from 'react';
import { Stack } from '../../primitives/layout';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { Notice } from '../Notice/Notice';
import type { NoticeTone } from '../Notice/Notice.props';
import * as css from './Toaster.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  tone?: NoticeTone;
}

export interface ToasterProps {
  toasts: ToastMessage[];
  onDismiss: (id: string) => void;
  /** Milliseconds before a toast dismisses itself; the clock stops while it is hovered or focused. */
  duration?: number;
  label?: string;
  dismissLabel?: string;
}

interface ToastProps {
  toast: ToastMessage;
  duration: number;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

function Toast({ toast, duration, dismissLabel, onDismiss }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismissRef.current(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.id]);

  return (
    <li
      className={css.toast}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Notice
        title={toast.title}
        description={toast.description}
        tone={toast.tone}
        live={false}
        action={
          <button
            type="button"
            className={css.dismiss}
            aria-label={dismissLabel}
            onClick={() => onDismiss(toast.id)}
          >
            <Glyph d={glyph.close} size={18} />
          </button>
        }
      />
    </li>
  );
}

/**
 * The live region where toasts appear; the app owns the list and removes dismissed ones. The
 * region alone announces a toast (its Notice carries no role of its own), so each is heard once.
 */
export function Toaster({ toasts, onDismiss, duration = 5000, label, dismissLabel }: ToasterProps) {
  const t = useUiTextsOr('Toaster', english.Toaster, { label, dismiss: dismissLabel });
  return (
    <section aria-label={t.label} aria-live="polite" className={css.region}>
      <Stack as="ul" space="sm">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            duration={duration}
            dismissLabel={t.dismiss}
            onDismiss={onDismiss}
          />
        ))}
      </Stack>
    </section>
  );
}
