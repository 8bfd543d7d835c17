export declare const floorPath: string;
export declare const floorHtml: string;
export declare function barePath(route: string): string;
export declare function bareTwin(html: string): string;
export declare function controlsRoot(
  clientDir: string,
  bareRoutes: readonly string[],
): { root: string; remove: () => void };
export declare function sitemapRoutes(clientDir: string): string[];
