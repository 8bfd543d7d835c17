export const accountPaths: string[];
export function partNames(siteDir: string): string[];
export function partEntry(part: string): string;
export function partInPage(html: string): string | null;
export function writePageRuntimes(parts: Record<string, string>): void;
export function actingPaths(): string[];
export function runtimeOf(pathname: string): 'part' | 'content';
export function partOf(pathname: string): string | null;
export function hydrates(pathname: string): boolean;
