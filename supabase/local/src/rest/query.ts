import { pgrstError } from './errors.ts';
import { arrayLiteral, ident, type Params } from './sql.ts';

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

const IS_VALUES: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

function parseError(message: string, details: string | null = null) {
  return pgrstError(400, 'PGRST100', message, details);
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of input) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '(') depth++;
    if (!quoted && ch === ')') depth--;
    if (!quoted && depth === 0 && ch === ',') {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

function unquote(s: string): string {
  return s.length >= 2 && s.startsWith('"') && s.endsWith('"')
    ? s.slice(1, -1).replace(/\\(.)/g, '$1')
    : s;
}

/** `select=*`, `a,b`, `alias:col`; embedded resources are not part of this product's API. */
export function buildSelectList(select: string | null, tableAlias: string): string {
  if (select === null || select.trim() === '' || select.trim() === '*') return `${tableAlias}.*`;
  const items = splitTopLevel(select).map((item) => {
    if (item === '*') return `${tableAlias}.*`;
    if (item.includes('(')) {
      throw parseError('Resource embedding is not supported by the local backend', item);
    }
    const colon = item.indexOf(':');
    const hasAlias = colon > 0 && item[colon + 1] !== ':';
    const alias = hasAlias ? unquote(item.slice(0, colon)) : null;
    const column = unquote(hasAlias ? item.slice(colon + 1) : item);
    if (column.includes('::') || column.includes('->')) {
      throw parseError(
        'Casts and JSON paths in select are not supported by the local backend',
        item,
      );
    }
    return `${tableAlias}.${ident(column)}${alias ? ` as ${ident(alias)}` : ''}`;
  });
  return items.join(', ');
}

function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError('"in" needs a list like (a,b)', raw);
  const inner = raw.slice(1, -1);
  return inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote);
}

/** One `column=op.value` condition as SQL, values always bound as parameters. */
function buildCondition(column: string, expr: string, tableAlias: string, params: Params): string {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`"${expr}" is not a filter like eq.value`, column);
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const col = `${tableAlias}.${ident(column)}`;
  let sql: string;
  const sqlOp = COMPARISONS[op];
  if (sqlOp) {
    const v = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
    sql = `${col} ${sqlOp} ${params.add(v)}`;
  } else if (op === 'is') {
    const isValue = IS_VALUES[value.toLowerCase()];
    if (!isValue) throw parseError('"is" accepts null, true, false or unknown', value);
    sql = `${col} is ${isValue}`;
  } else if (op === 'in') {
    sql = `${col} = any(${params.add(arrayLiteral(parseInList(value)))})`;
  } else {
    throw parseError(`Operator "${op}" is not supported by the local backend`, column);
  }
  return negate ? `not (${sql})` : sql;
}

export function buildWhere(query: URLSearchParams, tableAlias: string, params: Params): string {
  const conditions: string[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw parseError('Logical filters (or/and) are not supported by the local backend', key);
    }
    conditions.push(buildCondition(key, value, tableAlias, params));
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

export function buildOrder(order: string | null, tableAlias: string): string {
  if (!order) return '';
  const terms = splitTopLevel(order).map((term) => {
    const [column, ...modifiers] = term.split('.');
    if (!column) throw parseError('empty order term', order);
    let sql = `${tableAlias}.${ident(column)}`;
    for (const m of modifiers) {
      if (m === 'asc') sql += ' asc';
      else if (m === 'desc') sql += ' desc';
      else if (m === 'nullsfirst') sql += ' nulls first';
      else if (m === 'nullslast') sql += ' nulls last';
      else throw parseError(`unknown order modifier "${m}"`, term);
    }
    return sql;
  });
  return `order by ${terms.join(', ')}`;
}

function nonNegativeInt(name: string, raw: string | null): number | null {
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"${name}" must be a non-negative integer`, raw);
  return Number(raw);
}

export function buildLimit(query: URLSearchParams): string {
  const limit = nonNegativeInt('limit', query.get('limit'));
  const offset = nonNegativeInt('offset', query.get('offset'));
  return `${limit !== null ? `limit ${limit}` : ''} ${offset !== null ? `offset ${offset}` : ''}`.trim();
}

/** `Prefer: return=representation, count=exact, resolution=merge-duplicates` as a map. */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [k, v] = part.trim().split('=');
    if (k) prefs.set(k.trim(), (v ?? '').trim());
  }
  return prefs;
}
