export declare const goals: { interactionMs: number; floorRatio: number };
export declare const controls: {
  route: string;
  label: string;
  run: (page: unknown, measure: unknown) => Promise<[string, number[]][]>;
}[];
export declare function press(page: unknown, locator: unknown): Promise<void>;
