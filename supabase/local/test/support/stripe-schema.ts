import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * JSON Schema for Stripe's objects, generated when the tests run from the installed `stripe`
 * package's own declarations by the TypeScript checker: upgrading `stripe` regenerates it, and a
 * field the new version adds shows up as missing. Nothing here is written by hand but the mapping
 * of TypeScript to JSON Schema: a property not marked `?` is required, `T | null` allows null,
 * the SDK's branded `Decimal` is a string on the wire, and methods are not data.
 */

export type JsonSchema = Record<string, unknown>;

const HERE = dirname(fileURLToPath(import.meta.url));
/** A file that does not exist on disk: the compiler reads it from memory. */
const ENTRY = join(HERE, '__stripe_contract_types__.ts');

export interface StripeSchemas {
  /** One schema document (`$id: 'stripe'`) holding every definition the aliases reach. */
  document: JsonSchema;
  /** Each alias's reference into `document`, e.g. `stripe#/definitions/...`. */
  refs: Record<string, string>;
  stripeVersion: string;
}

/** `aliases` maps a name to a type expression over `Stripe`, e.g. `Stripe.Checkout.Session`. */
export function generateStripeSchemas(aliases: Record<string, string>): StripeSchemas {
  const source =
    `import type Stripe from 'stripe';\n` +
    Object.entries(aliases)
      .map(([name, expr]) => `export type ${name} = ${expr};`)
      .join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (file) => (file === ENTRY ? source : read(file));
  host.fileExists = (file) => file === ENTRY || exists(file);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (file, lang, ...rest) =>
    file === ENTRY
      ? ts.createSourceFile(file, source, lang, true, ts.ScriptKind.TS)
      : getSource(file, lang, ...rest);
  const program = ts.createProgram([ENTRY], options, host);
  const problems = ts
    .getPreEmitDiagnostics(program, program.getSourceFile(ENTRY))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length) throw new Error(`Stripe's types did not resolve: ${problems.join('; ')}`);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(ENTRY)!;
  const module = checker.getSymbolAtLocation(entry)!;
  const converter = new Converter(checker);
  const refs: Record<string, string> = {};
  for (const symbol of checker.getExportsOfModule(module)) {
    converter.definitions[symbol.name] = converter.schema(checker.getDeclaredTypeOfSymbol(symbol));
    refs[symbol.name] = `stripe#/definitions/${encodeURIComponent(symbol.name)}`;
  }
  const pkg = ts.sys.readFile(join(HERE, '../../node_modules/stripe/package.json'));
  return {
    document: { $id: 'stripe', definitions: converter.definitions },
    refs,
    stripeVersion: (JSON.parse(pkg ?? '{}') as { version?: string }).version ?? '?',
  };
}

class Converter {
  readonly definitions: Record<string, JsonSchema> = {};
  private readonly names = new Map<ts.Type, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  schema(type: ts.Type): JsonSchema {
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { const: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) return { const: (type as ts.NumberLiteralType).value };
    if (f & ts.TypeFlags.BooleanLiteral)
      return { const: this.checker.typeToString(type) === 'true' };
    if (f & ts.TypeFlags.String) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) return { not: {} };
    // The SDK's branded Decimal (an alias of an intersection) is a decimal string on the wire.
    if (type.aliasSymbol?.name === 'Decimal' || type.getSymbol()?.name === 'Decimal')
      return { type: 'string' };
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
      // `true | false` is how the checker spells boolean.
      if (members.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return { type: 'boolean' };
      return { anyOf: members.map((t) => this.schema(t)) };
    }
    if (type.isIntersection()) {
      // Stripe's `OtherString` is `string & {}`: any string.
      const primitive = type.types.find((t) => t.flags & ts.TypeFlags.String);
      if (primitive) return { type: 'string' };
      return { allOf: type.types.map((t) => this.schema(t)) };
    }
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.schema(item) : {} };
    }
    if (f & ts.TypeFlags.Object) return this.objectRef(type);
    return {};
  }

  /** Object types become definitions, so recursive types (an invoice's revisions) terminate. */
  private objectRef(type: ts.Type): JsonSchema {
    let name = this.names.get(type);
    if (!name) {
      const base = this.checker.typeToString(type).replace(/[^A-Za-z0-9_.<>, ]/g, '');
      name = `${base.slice(0, 80)}#${this.names.size}`;
      this.names.set(type, name);
      this.definitions[name] = {};
      this.definitions[name] = this.objectSchema(type);
    }
    return { $ref: `stripe#/definitions/${encodeURIComponent(name)}` };
  }

  private objectSchema(type: ts.Type): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const prop of this.checker.getPropertiesOfType(type)) {
      if (prop.name.startsWith('__@')) continue; // a symbol-keyed brand, not data
      const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
      if (declaration && ts.isMethodSignature(declaration)) continue;
      const propType = this.checker.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length > 0) continue;
      properties[prop.name] = this.schema(propType);
      if (!(prop.flags & ts.SymbolFlags.Optional)) required.push(prop.name);
    }
    const index = this.checker.getIndexInfoOfType(type, ts.IndexKind.String);
    return {
      type: 'object',
      properties,
      required,
      ...(index ? { additionalProperties: this.schema(index.type) } : {}),
    };
  }
}
