export const aiCrawlers: string[];
export function robotsTxt(origin: string): string;
