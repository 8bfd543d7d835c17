/** The rules of a `_headers` file; throws past Cloudflare Pages' 100. */
export function headerRules(text: string): string[];
