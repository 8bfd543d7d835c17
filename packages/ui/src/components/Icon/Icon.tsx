import type { ReactNode } from 'react';
import * as css from './Icon.css';
import {
  iconDefaults,
  type IconTileShape,
  type IconTileSize,
  type IconTileTone,
} from './Icon.props';

/** The few glyphs the library needs, inline so the package has no icon dependency. */
const paths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  chevronDown: 'M6 9l6 6 6-6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone: 'M6 3h4l2 5-2.5 1.5a11 11 0 005 5L16 12l5 2v4a2 2 0 01-2 2A16 16 0 014 5a2 2 0 012-2z',
  chat: 'M4 5h16v11H9l-5 4z',
  mapPin:
    'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  search: 'M10.5 18a7.5 7.5 0 100-15 7.5 7.5 0 000 15zM21 21l-5.2-5.2',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M18 6l-2.5 2.5M8.5 15.5L6 18',
  alert:
    'M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 4.5v15l12-7.5z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 8h.01',
  checkCircle: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.5l2.5 2.5L16 9.5',
  plus: 'M12 5v14M5 12h14',
  building: 'M4 21V5l8-2v18M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2',
  creditCard: 'M3 6h18v12H3zM3 10h18M7 15h3',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  pen: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  users:
    'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.1a4 4 0 010 7.8M22 21v-1a6 6 0 00-4-5.7',
  mic: 'M12 15a3 3 0 003-3V6a3 3 0 00-6 0v6a3 3 0 003 3zM5 11a7 7 0 0014 0M12 18v3',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.2 12 20 12 20z',
  lightbulb:
    'M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0012 3z',
  trendingUp: 'M3 17l6-6 4 4 8-8M15 7h6v6',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  /** Pixel size of the square glyph. */
  size?: number;
  /** A label makes the icon meaningful to screen readers; without one it is decorative. */
  label?: string;
}

export function Icon({ name, size = iconDefaults.size, label }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={paths[name]} />
    </svg>
  );
}

export const iconNames = Object.keys(paths) as IconName[];

/** The glyph's pixel size on each tile size. */
const tileGlyph: Record<IconTileSize, number> = { xs: 18, sm: 22, md: 22, lg: 24, xl: 26 };

export interface IconTileProps extends Pick<IconProps, 'name' | 'label'> {
  size?: IconTileSize;
  tone?: IconTileTone;
  shape?: IconTileShape;
}

/** An icon on a coloured square or disc that leads a card or a contact line. */
export function IconTile({
  name,
  label,
  size = iconDefaults.tile.size,
  tone = iconDefaults.tile.tone,
  shape = iconDefaults.tile.shape,
}: IconTileProps) {
  return (
    <span
      className={`${css.tile} ${css.tileSize[size]} ${css.tileShape[shape]} ${css.tileTone[tone]}`}
    >
      <Icon name={name} size={tileGlyph[size]} label={label} />
    </span>
  );
}

/**
 * A list item led by an icon (a check before a plan's feature, a pin before a served town). The
 * text has a box of its own beside the icon's, so a long text wraps beside the icon, not under it.
 */
export function IconItem({
  icon,
  className,
  children,
}: {
  icon: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <li className={className}>
      {icon}
      <span>{children}</span>
    </li>
  );
}
