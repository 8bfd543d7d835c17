import { useLayoutEffect, useRef } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import {
  enhanceLogoCarousel,
  logoCarouselHooks as hooks,
  logoCarouselModule,
} from './logoCarouselBehaviour';
import * as css from './LogoCarousel.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface LogoImage {
  src: string;
  width: number;
  height: number;
}

export interface LogoItem {
  /** The organisation's name: the accessible text, and the wordmark when there is no image. */
  name: string;
  image?: LogoImage;
}

export type LogoCarouselMotion = 'auto' | 'reduced';

export interface LogoCarouselProps {
  /** Explicit rows; otherwise `logos` is dealt into `rowCount` rows. */
  rows?: LogoItem[][];
  logos?: LogoItem[];
  rowCount?: number;
  /** Seconds per loop for each row; rows alternate direction. */
  durations?: number[];
  /**
   * The autoplay delay: seconds each row stands still after the page shows it before it starts
   * to slide, row by row (the last value repeats). Two seconds by default, as the spec asks.
   */
  delays?: number[];
  /**
   * 'reduced' renders the static list whatever the user's system setting; under the system's
   * prefers-reduced-motion the rows stand still and wrap (CSS, so it holds without JavaScript).
   */
  motion?: LogoCarouselMotion;
  /** Start paused, e.g. for a story or a page that wants calm first paint. */
  initiallyPaused?: boolean;
  label?: string;
  pauseLabel?: string;
  playLabel?: string;
}

function dealIntoRows(logos: LogoItem[], rowCount: number): LogoItem[][] {
  const size = Math.ceil(logos.length / rowCount);
  return Array.from({ length: rowCount }, (_, index) =>
    logos.slice(index * size, (index + 1) * size),
  ).filter((row) => row.length > 0);
}

function Logo({ item }: { item: LogoItem }) {
  return (
    <li className={css.logo}>
      {item.image ? (
        <img
          src={item.image.src}
          width={item.image.width}
          height={item.image.height}
          alt={item.name}
          loading="lazy"
          decoding="async"
        />
      ) : (
        item.name
      )}
    </li>
  );
}

/**
 * Client logos sliding in alternating directions, with a pause control and a still fallback. Its
 * behaviour (logoCarouselBehaviour) is plain DOM code, so a page without React runs the same.
 */
export function LogoCarousel({
  rows,
  logos = [],
  rowCount = 2,
  durations = [30, 25],
  delays = [2],
  motion = 'auto',
  initiallyPaused = false,
  label,
  pauseLabel,
  playLabel,
}: LogoCarouselProps) {
  const t = useUiTextsOr('LogoCarousel', english.LogoCarousel, {
    label,
    pause: pauseLabel,
    play: playLabel,
  });
  const ref = useRef<HTMLElement>(null);
  const logoRows = rows ?? dealIntoRows(logos, rowCount);
  const still = motion === 'reduced';
  useLayoutEffect(() => (ref.current ? enhanceLogoCarousel(ref.current) : undefined), [still]);

  if (still) {
    return (
      <section aria-label={t.label}>
        <ul className={css.staticList}>
          {logoRows.flat().map((item) => (
            <Logo key={item.name} item={item} />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section
      ref={ref}
      aria-label={t.label}
      className={css.root}
      {...{ [hooks.carousel]: '' }}
      data-module={logoCarouselModule}
      {...(initiallyPaused ? { [hooks.paused]: '' } : {})}
    >
      <div className={css.toolbar}>
        <button type="button" className={css.toggle} {...{ [hooks.toggle]: '' }}>
          <span className={css.whenRunning}>
            <Glyph d={glyph.pause} size={16} />
            {t.pause}
          </span>
          <span className={css.whenPaused}>
            <Glyph d={glyph.play} size={16} />
            {t.play}
          </span>
        </button>
      </div>
      <div className={css.rows} {...{ [hooks.rows]: '' }}>
        {logoRows.map((row, index) => (
          <div key={index} className={css.viewport}>
            <div
              data-testid="logo-track"
              className={`${css.track} ${index % 2 === 1 ? css.reverse : ''}`}
              style={assignInlineVars({
                '--logo-duration': `${durations[index % durations.length]}s`,
                '--logo-delay': `${delays[Math.min(index, delays.length - 1)]}s`,
              })}
            >
              <ul className={css.list}>
                {row.map((item) => (
                  <Logo key={item.name} item={item} />
                ))}
              </ul>
              {/* The copy that makes the loop seamless; screen readers hear each name once. */}
              <ul className={`${css.list} ${css.copy}`} aria-hidden="true">
                {row.map((item) => (
                  <Logo key={item.name} item={item} />
                ))}
              </ul>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
