import type { ReactNode } from 'react';
import * as css from './Icon.css';
import * as glyphs from './glyphs';
import {
  iconDefaults,
  type IconTileShape,
  type IconTileSize,
  type IconTileTone,
} from './Icon.props';

/** An inline SVG glyph: decorative, or a labelled image for screen readers. */
function glyphSvg(path: string, size: number, label: string | undefined) {
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
      <path d={path} />
    </svg>
  );
}

/**
 * `Icon` for a component that always draws the same glyph, given as its path
 * (`<Glyph d={glyph.alert} />`, glyphs.ts), so the bundle holds no other glyph.
 */
export function Glyph({
  d,
  size = iconDefaults.size,
  label,
}: {
  d: string;
  size?: number;
  label?: string | undefined;
}) {
  return glyphSvg(d, size, label);
}

/**
 * The few glyphs the library needs, inline so the package has no icon dependency; by name for
 * content that names its icon (`icon: 'chart'`) and the stories. A component that always draws
 * the same glyph uses `Glyph` with it instead, so a page's bundle holds only the glyphs it draws.
 */
const paths = {
  check: glyphs.check,
  arrowRight: glyphs.arrowRight,
  arrowLeft: glyphs.arrowLeft,
  chevronDown: glyphs.chevronDown,
  menu: glyphs.menu,
  close: glyphs.close,
  mail: glyphs.mail,
  phone: glyphs.phone,
  chat: glyphs.chat,
  mapPin: glyphs.mapPin,
  star: glyphs.star,
  clock: glyphs.clock,
  chart: glyphs.chart,
  search: glyphs.search,
  sparkle: glyphs.sparkle,
  alert: glyphs.alert,
  refresh: glyphs.refresh,
  pause: glyphs.pause,
  play: glyphs.play,
  layers: glyphs.layers,
  info: glyphs.info,
  checkCircle: glyphs.checkCircle,
  plus: glyphs.plus,
  building: glyphs.building,
  creditCard: glyphs.creditCard,
  target: glyphs.target,
  shield: glyphs.shield,
  globe: glyphs.globe,
  code: glyphs.code,
  pen: glyphs.pen,
  users: glyphs.users,
  mic: glyphs.mic,
  bolt: glyphs.bolt,
  calendar: glyphs.calendar,
  heart: glyphs.heart,
  lightbulb: glyphs.lightbulb,
  trendingUp: glyphs.trendingUp,
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
  return glyphSvg(paths[name], size, label);
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
