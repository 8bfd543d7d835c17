// Tools of the build check that ship no types; these are the parts it uses.
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
declare module 'vnu-jar' {
  /** The path of the Nu HTML Checker's vnu.jar (a String object). */
  const vnuJar: string;
  export default vnuJar;
}
