// The two parts of playwright-core's bundles the engine baselines use (baseline.ts): the PNG
// comparer behind Playwright's toHaveScreenshot, which the Chromium story baselines go through,
// and the PNG codec it decodes with. The package ships no types for these entry points.
declare module 'playwright-core/lib/coreBundle' {
  interface ComparatorOptions {
    threshold?: number;
    maxDiffPixels?: number;
    maxDiffPixelRatio?: number;
  }
  const coreBundle: {
    utils: {
      getComparator(
        mimeType: 'image/png',
      ): (
        actual: Buffer,
        expected: Buffer,
        options?: ComparatorOptions,
      ) => { errorMessage: string; diff?: Buffer } | null;
    };
  };
  export default coreBundle;
}

declare module 'playwright-core/lib/utilsBundle' {
  interface Image {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel, row by row. */
    data: Buffer;
  }
  interface PNGClass {
    new (size: { width: number; height: number }): Image;
    sync: { read(png: Buffer): Image; write(image: Image): Buffer };
    bitblt(
      source: Image,
      target: Image,
      sourceX: number,
      sourceY: number,
      width: number,
      height: number,
      targetX: number,
      targetY: number,
    ): void;
  }
  const utilsBundle: { PNG: PNGClass };
  export default utilsBundle;
}
