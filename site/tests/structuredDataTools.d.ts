// The two structured-data tools ship no types; these are the parts the build check uses.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(
      extracted: unknown,
    ): Promise<{ severity: 'ERROR' | 'WARNING'; issueMessage: string }[]>;
  }
}
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}
