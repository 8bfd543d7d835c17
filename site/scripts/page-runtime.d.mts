export const actingParts: Record<string, string>;
export const accountPaths: string[];
export const actingPaths: string[];
export function partEntry(part: string): string;
export function runtimeOf(pathname: string): 'part' | 'content';
export function partOf(pathname: string): string | null;
export function hydrates(pathname: string): boolean;
