/** Types of chromium.mjs, for the TypeScript that imports it (configs, the e2e suites). */
export const chromiumExecutable: string;
export const chromiumArgs: string[];
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
