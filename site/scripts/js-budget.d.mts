export function referencedScripts(html: string): string[];
export function jsBytes(
  clientDir: string,
  htmlFile: string,
): { raw: number; gzip: number; files: string[] };
export function withInlineScripts(clientDir: string, html: string): string;
