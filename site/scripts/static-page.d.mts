export const speculationRules: object;
export const speculationRulesHash: string;
export function staticPage(
  html: string,
  options: {
    islandSrc: string;
    criticalCss: (html: string, partClasses?: readonly string[]) => Promise<string>;
    part?: { entry: string; imports: string[]; classes?: readonly string[] };
  },
): Promise<string>;
export function partPage(
  html: string,
  options: { islandSrc: string; criticalCss: (html: string) => Promise<string> },
  part: { entry: string; imports: string[] },
  externalize: (script: string) => string,
): Promise<string>;
