export const storedWelcomeScript: string;
export const storedWelcomeScriptHash: string;
export function withStoredWelcome(html: string): string;
