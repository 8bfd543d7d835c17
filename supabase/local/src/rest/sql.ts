/** Quotes an identifier the way Postgres does, so no table, column or function name can break out. */
export function ident(name: string): string {
  if (name.length === 0 || name.length > 63 || name.includes('\u0000')) {
    throw new RangeError('invalid identifier');
  }
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects parameter values and hands out `$n` placeholders. */
export class Params {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Postgres array literal for `= any($n)`: every element quoted, so commas and braces stay data. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
