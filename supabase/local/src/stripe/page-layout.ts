import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import type { PageLanguage } from './locales.ts';
import { PAGE_TEXT } from './page-texts.ts';

// Hosted checkout and billing-portal pages that a person uses in a browser: real labels, visible
// errors announced to screen readers, high-contrast colours and focus rings.

export interface PageResult {
  status: number;
  html?: string;
  redirect?: string;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1f36;background:#f6f8fa;line-height:1.5}
.test{background:#fff4e5;color:#5c3b00;border-bottom:1px solid #e0b15c;padding:.5rem 1rem;text-align:center;margin:0}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;border:1px solid #d0d7de}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}h3{font-size:1.05rem;margin:0 0 .25rem}
.merchant{font-weight:600;color:#3c4257;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}.amount span{font-size:1rem;font-weight:400;color:#3c4257}
label,legend{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7280;border-radius:6px;color:#1a1f36;background:#fff}
input[aria-invalid=true]{border:2px solid #b3261e}
input[type=radio]{width:auto;margin-right:.5rem}
.radio{display:flex;align-items:center;font-weight:400;margin:.25rem 0}
.row{display:flex;gap:1rem}.row>div{flex:1}
.hint{color:#3c4257;font-size:.9rem;margin:.25rem 0 0}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:6px;background:#0a2540;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#8a1c14;border:2px solid #8a1c14}
a{color:#0b4f99}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0b4f99;outline-offset:2px}
.error{background:#fdecea;color:#8a1c14;border:1px solid #b3261e;border-radius:6px;padding:.75rem;margin:1rem 0}
.notice{background:#e7f5ec;color:#14532d;border:1px solid #2f855a;border-radius:6px;padding:.75rem;margin:1rem 0}
.card{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;margin:0}dt{color:#3c4257}dd{margin:0;text-align:right}
.back{display:inline-block;margin-top:1.5rem}`;

export function layout(title: string, body: string, lang: PageLanguage = 'en'): string {
  const t = PAGE_TEXT[lang];
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="test" role="note">${esc(t.testMode)}</p>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The session a page's link names, or null when the engine has none by that id (its lookups
 * throw): then the page is notFound.
 */
export function linked<T>(lookUp: () => T): T | null {
  try {
    return lookUp();
  } catch {
    return null;
  }
}

/** An unknown session's page: in English, since there is no session to take a language from. */
export function notFound(what: 'checkoutSession' | 'portalSession' | 'page'): PageResult {
  const t = PAGE_TEXT.en;
  return {
    status: 404,
    html: layout('Not found', `<h1>${esc(t.notFound(t[what]))}</h1><p>${esc(t.invalidLink)}</p>`),
  };
}
