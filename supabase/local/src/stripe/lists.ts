import { invalid } from './errors.ts';
import { int, str, type FormObject } from './form.ts';

// Lists and search as Stripe answers them: newest first, paginated, customers found by a query.

export type Row = { id: string; created: number } & Record<string, unknown>;

/** Stripe list pagination: newest first, `limit` (1-100), `starting_after`. */
export function listObject<T extends Row>(url: string, rows: T[], params: FormObject): unknown {
  const limit = int(params, 'limit') ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalid('limit', 'Invalid integer: limit must be between 1 and 100.');
  }
  let start = 0;
  const after = str(params, 'starting_after');
  if (after) start = rows.findIndex((r) => r.id === after) + 1;
  const page = rows.slice(start, start + limit);
  return {
    object: 'list',
    data: page,
    has_more: start + limit < rows.length,
    url,
  };
}

export function newestFirst<T extends { created: number }>(rows: Iterable<T>): T[] {
  return [...rows].reverse().sort((a, b) => b.created - a.created);
}

/** Customer search supports `metadata['key']:'value'` and `email:'value'` joined by AND. */
export function matchesSearch(
  query: string,
  record: { email: string | null; metadata: Record<string, string> },
): boolean {
  // Split into words, then at each AND (a `\s+AND\s+` split rescans whitespace runs: quadratic).
  const clauses: string[] = [];
  let words: string[] = [];
  for (const word of query.split(/\s/)) {
    if (!word) continue;
    if (word.toUpperCase() === 'AND') {
      if (words.length) clauses.push(words.join(' '));
      words = [];
    } else words.push(word);
  }
  if (words.length) clauses.push(words.join(' '));
  if (clauses.length === 0) throw invalid('query', 'The search query is empty.');
  return clauses.every((clause) => {
    const meta = /^metadata\[['"]([^'"]+)['"]\]\s*:\s*['"]([^'"]*)['"]$/.exec(clause);
    if (meta) return record.metadata[meta[1] as string] === meta[2];
    const email = /^email\s*:\s*['"]([^'"]*)['"]$/.exec(clause);
    if (email) return record.email === email[1];
    throw invalid('query', `This emulator cannot parse the search clause: ${clause}`);
  });
}
