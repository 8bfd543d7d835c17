export const packageChunkGroups: { name: string; test: RegExp }[];
export function workspaceAliases(siteDir: string): { find: RegExp; replacement: string }[];
export const clientDefine: Record<string, string>;
