export const actingPaths: string[];
export function hydrates(pathname: string): boolean;
