/** A page's Markdown twin: the page's URL plus `.md`; the home page's is `/index.md`. */
export const twinPath = (path: string) => (path === '/' ? '/index.md' : `${path}.md`);
