// The brand colour becomes a whole theme colour set, checked against the pairs the ui's
// components render (packages/ui/src/theme/contrastPairs.ts; the created site's own test checks
// its theme with the ui package's exported lists and contrastRatio, so a drift between the two
// fails there). No dependency: `npm create` should download one small package.

/** @typedef {{ h: number, s: number, l: number }} Hsl */

/** '#abc' or '#aabbcc' (any case) as '#aabbcc'; null for anything else. */
export function parseHex(value) {
  const text = String(value).trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/.test(text) ? text : null;
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

function luminance(hex) {
  const [r, g, b] = rgb(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
export function contrastRatio(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** @returns {Hsl} */
function toHsl(hex) {
  const [r, g, b] = rgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

function hsl(h, s, l) {
  const sat = s / 100;
  const light = l / 100;
  const k = (n) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Darkens `hex` in 1 % steps of lightness until `passes` holds (black at the latest). */
function darkenUntil(hex, passes) {
  const { h, s, l } = toHsl(hex);
  for (let light = l; light >= 0; light -= 1) {
    const candidate = hsl(h, s, light);
    if (passes(candidate)) return candidate;
  }
  return '#000000';
}

// The ui's pairs (contrastPairs.ts): text 4.5:1, non-text 3:1, the focus ring over its halo.
const textPairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textInverse', 'surfaceInverse'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primary', 'surface'],
  ['primary', 'surfaceMuted'],
  ['onAccent', 'accent'],
  ['accent', 'accentSoft'],
  ['accent', 'surface'],
  ['success', 'successSoft'],
  ['critical', 'criticalSoft'],
  ['onCritical', 'critical'],
  ['text', 'warningSoft'],
  ['text', 'accentSoft'],
];
const uiPairs = [
  ['borderStrong', 'surface'],
  ['primary', 'background'],
];
const focusRingSurfaces = [
  'background',
  'surface',
  'surfaceMuted',
  'surfaceInverse',
  'primary',
  'primaryHover',
  'accent',
  'accentSoft',
  'success',
  'successSoft',
  'critical',
  'criticalSoft',
  'warningSoft',
];

/** Every pair below its WCAG 2.2 AA minimum, as 'onPrimary on primary: 1.9:1 (needs 4.5:1)'. */
export function failingPairs(color) {
  const failures = [];
  const check = (fg, bg, min) => {
    const ratio = contrastRatio(color[fg], color[bg]);
    if (ratio < min) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)}:1 (needs ${min}:1)`);
  };
  for (const [fg, bg] of textPairs) check(fg, bg, 4.5);
  for (const [fg, bg] of uiPairs) check(fg, bg, 3);
  check('focusRing', 'surface', 3);
  for (const bg of focusRingSurfaces) {
    const ring = contrastRatio(color.focusRing, color[bg]);
    const halo = contrastRatio(color.surface, color[bg]);
    if (Math.max(ring, halo) < 3)
      failures.push(`focusRing on ${bg}: ${ring.toFixed(2)}:1 (needs 3:1)`);
  }
  return failures;
}

/** The pairs the brand colour itself takes part in when it is used as it is. */
function brandFailures(brand) {
  return failingPairs(themeColours(brand, brand)).filter((line) => /\bprimary\b/.test(line));
}

function themeColours(brand, primary) {
  const { h, s } = toHsl(brand);
  const tint = Math.min(s, 30);
  const white = '#ffffff';
  const accentHue = (h + 150) % 360;
  const background = hsl(h, tint, 98);
  const surfaceMuted = hsl(h, tint, 95);
  const accentSoft = hsl(accentHue, 70, 94);
  const onWhite =
    (min, ...grounds) =>
    (c) =>
      [white, ...grounds].every((ground) => contrastRatio(c, ground) >= min);
  const color = {
    background,
    surface: white,
    surfaceMuted,
    surfaceInverse: hsl(h, Math.min(s, 45), 14),
    text: hsl(h, tint, 12),
    textMuted: darkenUntil(hsl(h, Math.min(s, 12), 40), onWhite(4.5, background, surfaceMuted)),
    textInverse: white,
    border: hsl(h, Math.min(s, 15), 86),
    borderStrong: darkenUntil(hsl(h, Math.min(s, 10), 50), onWhite(3)),
    primary,
    primaryHover: hsl(toHsl(primary).h, toHsl(primary).s, Math.max(toHsl(primary).l - 8, 0)),
    onPrimary: white,
    accent: darkenUntil(hsl(accentHue, 65, 40), onWhite(4.5, accentSoft)),
    accentSoft,
    onAccent: white,
    success: '#1d6b35',
    successSoft: '#e1f3e6',
    critical: '#a61b1b',
    criticalSoft: '#fde2e2',
    onCritical: white,
    warningSoft: '#fdf0c8',
    focusRing: '#000000',
  };
  color.focusRing = darkenUntil(hsl((h + 30) % 360, 85, 45), (ring) =>
    [background, white, surfaceMuted, accentSoft, color.successSoft, color.criticalSoft].every(
      (ground) => contrastRatio(ring, ground) >= 3,
    ),
  );
  return color;
}

/**
 * The theme's colours for a brand colour (#rrggbb). When the brand colour fails a pair it takes
 * part in (white text on it, or it as link text on white), it is darkened until every pair passes,
 * unless `adjust` is false.
 * @returns {{ color: Record<string, string>, adjusted: string | null, failures: string[] }}
 *   `failures`: the brand colour's failing pairs as it was given (empty when it passed).
 */
export function deriveTheme(brand, { adjust = true } = {}) {
  const failures = brandFailures(brand);
  if (failures.length > 0 && !adjust)
    return { color: themeColours(brand, brand), adjusted: null, failures };
  const primary =
    failures.length === 0
      ? brand
      : darkenUntil(brand, (candidate) => brandFailures(candidate).length === 0);
  return {
    color: themeColours(brand, primary),
    adjusted: primary === brand ? null : primary,
    failures,
  };
}
