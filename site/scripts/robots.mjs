// robots.txt: the crawler policy (site/DECISIONS.md, "AI crawlers"). The agency sells being read
// and cited by answer engines, so the AI crawlers, training and search alike, are named and let in
// to every public page; the account routes stay closed to every crawler.

/** The AI crawlers named one by one, so the choice is explicit, not a default. */
export const aiCrawlers = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot-Extended',
  'Applebot',
  'Bingbot',
  'CCBot',
  'meta-externalagent',
];

// The account area in both languages (routeTwins.ts: /auth ↔ /fr/connexion, /dashboard ↔
// /fr/tableau-de-bord).
const closed = ['/auth', '/dashboard', '/fr/connexion', '/fr/tableau-de-bord'];

/** @param {string} origin the site's origin, for the Sitemap line */
export const robotsTxt = (
  origin,
) => `# Search engines and AI answer engines may read and cite every public page; the account area
# is private. Markdown copies of the pages are listed in ${origin}/llms.txt.

${aiCrawlers.map((agent) => `User-agent: ${agent}`).join('\n')}
Allow: /
${closed.map((route) => `Disallow: ${route}`).join('\n')}

User-agent: *
Allow: /
${closed.map((route) => `Disallow: ${route}`).join('\n')}

Sitemap: ${origin}/sitemap.xml
`;
