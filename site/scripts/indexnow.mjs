// `pnpm indexnow <site-url> [--since YYYY-MM-DD]`: after a deploy, tells the IndexNow search
// engines (Bing, Yandex, Naver, Seznam, Yep) which pages changed. It reads the deployed site's own
// sitemap.xml and IndexNow key (/indexnow.txt, written by the build), picks the URLs whose lastmod
// is on or after --since (every URL without it), and posts them in one request. The endpoint is
// api.indexnow.org unless INDEXNOW_ENDPOINT names another (the tests point it at a recorder).

const usage = 'usage: pnpm indexnow <site-url> [--since YYYY-MM-DD]';
const fail = (message) => {
  console.error(`indexnow: ${message}`);
  process.exit(1);
};

const [siteArg, flag, since, ...rest] = process.argv.slice(2);
if (!siteArg || rest.length > 0 || (flag !== undefined && flag !== '--since')) fail(usage);
if (flag && !/^\d{4}-\d{2}-\d{2}$/.test(since ?? '')) fail(`--since takes a date: ${usage}`);
let site;
try {
  site = new URL(siteArg);
} catch {
  fail(`not a URL: ${siteArg}`);
}
if (site.protocol !== 'https:' && site.protocol !== 'http:') fail(`not a web URL: ${siteArg}`);

async function read(pathname) {
  const url = new URL(pathname, site.origin);
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((error) =>
    fail(`${url}: ${error.message}`),
  );
  if (!response.ok) fail(`${url} answered ${response.status}`);
  return response.text();
}

const key = (await read('/indexnow.txt')).trim();
if (!/^[a-zA-Z0-9-]{8,128}$/.test(key)) fail('/indexnow.txt does not hold an IndexNow key');
const sitemap = await read('/sitemap.xml');
const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
const urlList = entries
  .filter(([, , lastmod]) => !since || (lastmod ?? '') >= since)
  .map(([, loc]) => loc);
const foreign = urlList.filter((url) => new URL(url).host !== site.host);
if (foreign.length > 0) fail(`the sitemap lists URLs of another host: ${foreign[0]}`);
if (urlList.length === 0) {
  console.log(`indexnow: no URL changed since ${since}; nothing sent`);
  process.exit(0);
}

const endpoint = process.env.INDEXNOW_ENDPOINT ?? 'https://api.indexnow.org/indexnow';
const response = await fetch(endpoint, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({
    host: site.host,
    key,
    keyLocation: new URL('/indexnow.txt', site.origin).href,
    urlList,
  }),
  signal: AbortSignal.timeout(30_000),
}).catch((error) => fail(`${endpoint}: ${error.message}`));
// 200: received; 202: received, the key is checked later. Anything else is a refusal.
if (response.status !== 200 && response.status !== 202) {
  fail(`${endpoint} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}
console.log(`indexnow: ${urlList.length} URL(s) sent to ${endpoint} (${response.status})`);
