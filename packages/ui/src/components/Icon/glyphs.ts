// The glyphs' SVG paths (24 × 24, stroked), one export each: a component imports the glyphs it
// draws, so a bundle holds those alone; Icon's table (Icon.tsx) names them all.

export const check = 'M5 12.5l4.5 4.5L19 7.5';
export const arrowRight = 'M5 12h14M13 6l6 6-6 6';
export const arrowLeft = 'M19 12H5M11 6l-6 6 6 6';
export const chevronDown = 'M6 9l6 6 6-6';
export const menu = 'M4 7h16M4 12h16M4 17h16';
export const close = 'M6 6l12 12M18 6L6 18';
export const mail = 'M4 6h16v12H4zM4 7l8 6 8-6';
export const phone =
  'M6 3h4l2 5-2.5 1.5a11 11 0 005 5L16 12l5 2v4a2 2 0 01-2 2A16 16 0 014 5a2 2 0 012-2z';
export const chat = 'M4 5h16v11H9l-5 4z';
export const mapPin =
  'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z';
export const star = 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z';
export const clock = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3';
export const chart = 'M4 20V10M10 20V4M16 20v-7M22 20H2';
export const search = 'M10.5 18a7.5 7.5 0 100-15 7.5 7.5 0 000 15zM21 21l-5.2-5.2';
export const sparkle =
  'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M18 6l-2.5 2.5M8.5 15.5L6 18';
export const alert =
  'M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z';
export const refresh = 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7';
export const pause = 'M9 5v14M15 5v14';
export const play = 'M7 4.5v15l12-7.5z';
export const layers = 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5';
export const info = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 8h.01';
export const checkCircle = 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.5l2.5 2.5L16 9.5';
export const plus = 'M12 5v14M5 12h14';
export const building = 'M4 21V5l8-2v18M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2';
export const creditCard = 'M3 6h18v12H3zM3 10h18M7 15h3';
export const target = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01';
export const shield = 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z';
export const globe =
  'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z';
export const code = 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16';
export const pen = 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4';
export const users =
  'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.1a4 4 0 010 7.8M22 21v-1a6 6 0 00-4-5.7';
export const mic = 'M12 15a3 3 0 003-3V6a3 3 0 00-6 0v6a3 3 0 003 3zM5 11a7 7 0 0014 0M12 18v3';
export const bolt = 'M13 2L4 14h7l-1 8 9-12h-7z';
export const calendar = 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4';
export const heart = 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.2 12 20 12 20z';
export const lightbulb =
  'M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0012 3z';
export const trendingUp = 'M3 17l6-6 4 4 8-8M15 7h6v6';
