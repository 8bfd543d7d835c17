import { useState, useSyncExternalStore } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Icon } from '../Icon/Icon';
import * as css from './LogoCarousel.css';

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
  /** 'reduced' renders the static list whatever the user's system setting. */
  motion?: LogoCarouselMotion;
  /** Start paused, e.g. for a story or a page that wants calm first paint. */
  initiallyPaused?: boolean;
  label?: string;
  pauseLabel?: string;
  playLabel?: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
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

/** Client logos sliding in alternating directions, with a pause control and a still fallback. */
export function LogoCarousel({
  rows,
  logos = [],
  rowCount = 2,
  durations = [30, 25],
  motion = 'auto',
  initiallyPaused = false,
  label = 'Our clients',
  pauseLabel = 'Pause',
  playLabel = 'Play',
}: LogoCarouselProps) {
  const [paused, setPaused] = useState(initiallyPaused);
  // Mirrors the CSS :hover pause so pointer events from any source (including tests) pause it.
  const [hovered, setHovered] = useState(false);
  const systemReduced = usePrefersReducedMotion();
  const logoRows = rows ?? dealIntoRows(logos, rowCount);

  if (motion === 'reduced' || systemReduced) {
    return (
      <section aria-label={label}>
        <ul className={css.staticList}>
          {logoRows.flat().map((item) => (
            <Logo key={item.name} item={item} />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-label={label} className={`${css.root} ${paused ? css.paused : ''}`}>
      <div className={css.toolbar}>
        <button type="button" className={css.toggle} onClick={() => setPaused((value) => !value)}>
          <Icon name={paused ? 'play' : 'pause'} size={16} />
          {paused ? playLabel : pauseLabel}
        </button>
      </div>
      <div
        className={`${css.rows} ${hovered ? css.paused : ''}`}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {logoRows.map((row, index) => (
          <div key={index} className={css.viewport}>
            <div
              data-testid="logo-track"
              className={`${css.track} ${index % 2 === 1 ? css.reverse : ''}`}
              style={assignInlineVars({
                '--logo-duration': `${durations[index % durations.length]}s`,
              })}
            >
              <ul className={css.list}>
                {row.map((item) => (
                  <Logo key={item.name} item={item} />
                ))}
              </ul>
              {/* The copy that makes the loop seamless; screen readers hear each name once. */}
              <ul className={css.list} aria-hidden="true">
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
