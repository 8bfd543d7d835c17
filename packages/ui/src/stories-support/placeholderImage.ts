/**
 * Inline SVG placeholders so stories never load network images; the same inputs always give the
 * same URL, which keeps visual tests stable.
 */
export interface PlaceholderImageOptions {
  width: number;
  height: number;
  label?: string;
  /** Two #rrggbb colours for the diagonal gradient. */
  from?: string;
  to?: string;
  /** Colour of the label text. */
  ink?: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function placeholderImage({
  width,
  height,
  label = `${width}×${height}`,
  from = '#1e3a8a',
  to = '#0f766e',
  ink = '#ffffff',
}: PlaceholderImageOptions): string {
  // Roughly 0.6em per character, so the label fits within 80% of the width.
  const fitsWidth = (width * 0.8) / (Math.max(label.length, 1) * 0.6);
  const fontSize = Math.max(12, Math.round(Math.min(height / 8, fitsWidth)));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" fill="${ink}" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
