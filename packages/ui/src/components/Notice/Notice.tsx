import type { ReactNode } from 'react';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './Notice.css';
import { noticeSlot } from './noticeSlots';
import { noticeDefaults, type NoticeTone } from './Notice.props';

export interface NoticeProps {
  title: string;
  description?: string;
  tone?: NoticeTone;
  lang?: string;
  /** Extra content at the end, e.g. a dismiss button in a toast. */
  action?: ReactNode;
  /**
   * false inside a live region that already announces it (a toast list, a status slot): a
   * role=alert/status nested in aria-live makes some screen readers say it twice.
   */
  live?: boolean;
}

const noticeGlyphs: Record<NoticeTone, string> = {
  default: glyph.info,
  destructive: glyph.alert,
  success: glyph.checkCircle,
};

/** Errors interrupt (role alert); everything else is announced politely (role status). */
const noticeRoles: Record<NoticeTone, 'alert' | 'status'> = {
  default: 'status',
  destructive: 'alert',
  success: 'status',
};

export function Notice({
  title,
  description,
  tone = noticeDefaults.tone,
  lang,
  action,
  live = noticeDefaults.live,
}: NoticeProps) {
  return (
    <div
      role={live ? noticeRoles[tone] : undefined}
      className={`${css.notice} ${css.tone[tone]}`}
      lang={lang}
    >
      <span className={css.icon}>
        <Glyph d={noticeGlyphs[tone]} />
      </span>
      <div className={css.body}>
        {/* Both parts are always there, named, for an island to fill (noticeSlot); an empty
            description is hidden, so a reader meets no empty paragraph. */}
        <p className={css.title} data-slot={noticeSlot.title}>
          {title}
        </p>
        <p className={css.description} data-slot={noticeSlot.description} hidden={!description}>
          {description}
        </p>
      </div>
      {action}
    </div>
  );
}
