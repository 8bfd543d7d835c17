export const afterPaintScript: string;
export const afterPaintScriptHash: string;
export function afterPaintTag(files: { stylesheet: string; module: string }): string;
