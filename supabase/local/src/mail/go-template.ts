import { escapeHtml } from '../../../functions/_shared/escape.ts';

/*
 * The part of Go's html/template that the Auth mail templates in supabase/templates use, so the
 * embedded backend renders the very files hosted Auth renders (supabase/auth
 * internal/mailer/templatemailer parses subject and body with html/template): text, `{{ .Field }}`
 * and `{{ .Data.key }}` (escaped for HTML), `{{ if }}` / `{{ else if }}` / `{{ else }}` / `{{ end }}`
 * with a field, `eq`, `ne` or `not`, string literals, `{{- -}}` trimming and `{{/* comments *\/}}`.
 * Anything else is refused when the template is read, so a template that uses more of Go's syntax
 * fails a test here instead of rendering differently than in production.
 */

type Value = unknown;
type Arg = { field: string[] } | { literal: string };
type Pipe = { fn: 'value' | 'eq' | 'ne' | 'not'; args: Arg[] };
type Node =
  { text: string } | { output: Pipe } | { branches: { when: Pipe | null; body: Node[] }[] };

export interface GoTemplate {
  render(data: Record<string, Value>): string;
}

const TOKEN = /\s*(?:"((?:[^"\\]|\\.)*)"|(\.[A-Za-z0-9_.]*)|([a-z]+))/y;

function parseArgs(source: string, where: string): Arg[] | [string, ...Arg[]] {
  const parts: (Arg | string)[] = [];
  TOKEN.lastIndex = 0;
  let rest = source.trim();
  while (rest) {
    TOKEN.lastIndex = 0;
    const m = TOKEN.exec(rest);
    if (!m) throw new Error(`${where}: unsupported template syntax {{ ${source.trim()} }}`);
    if (m[1] !== undefined) parts.push({ literal: JSON.parse(`"${m[1]}"`) as string });
    else if (m[2] !== undefined) parts.push({ field: m[2].split('.').filter(Boolean) });
    else parts.push(m[3] as string);
    rest = rest.slice(TOKEN.lastIndex).trim();
  }
  return parts as Arg[] | [string, ...Arg[]];
}

function parsePipe(source: string, where: string): Pipe {
  const parts = parseArgs(source, where);
  const [head, ...args] = parts;
  if (typeof head === 'string') {
    const arity = head === 'not' ? 1 : 2;
    if (
      !['eq', 'ne', 'not'].includes(head) ||
      args.length !== arity ||
      args.some((a) => typeof a === 'string')
    ) {
      throw new Error(`${where}: unsupported template syntax {{ ${source.trim()} }}`);
    }
    return { fn: head as Pipe['fn'], args: args as Arg[] };
  }
  if (parts.length !== 1 || head === undefined)
    throw new Error(`${where}: unsupported template syntax {{ ${source.trim()} }}`);
  return { fn: 'value', args: [head] };
}

/** The template's actions in order: the text before each, and what is between its braces. */
function* actions(
  source: string,
  where: string,
): Generator<{ before: string; action: string; trimBefore: boolean; trimAfter: boolean }, string> {
  let last = 0;
  for (;;) {
    const open = source.indexOf('{{', last);
    if (open < 0) return source.slice(last);
    const close = source.indexOf('}}', open + 2);
    if (close < 0) throw new Error(`${where}: {{ without its }}`);
    const inner = source.slice(open + 2, close);
    const trimBefore = inner.startsWith('- ');
    const trimAfter = inner.endsWith(' -');
    yield {
      before: source.slice(last, open),
      action: inner.slice(trimBefore ? 2 : 0, trimAfter ? -2 : undefined).trim(),
      trimBefore,
      trimAfter,
    };
    last = close + 2;
  }
}

/** The block keyword an action starts with (if, else if, else, end), and the rest of it. */
function keywordOf(action: string): [string, string] {
  for (const keyword of ['else if', 'if', 'else', 'end']) {
    const next = action.charAt(keyword.length);
    if (action.startsWith(keyword) && (next === '' || /\s/.test(next))) {
      return [keyword, action.slice(keyword.length).trim()];
    }
  }
  return ['', action];
}

export function parseGoTemplate(source: string, where: string): GoTemplate {
  // Each open block: the branch list it is filling, and the node list of its current branch.
  const root: Node[] = [];
  const stack: { branches: { when: Pipe | null; body: Node[] }[]; hasElse: boolean }[] = [];
  const current = () => stack.at(-1)?.branches.at(-1)?.body ?? root;
  let trimNext = false;
  const parts = actions(source, where);
  for (let step = parts.next(); ; step = parts.next()) {
    let text = step.done ? step.value : step.value.before;
    if (trimNext) text = text.trimStart();
    if (!step.done && step.value.trimBefore) text = text.trimEnd();
    if (text) current().push({ text });
    if (step.done) break;
    const { action, trimAfter } = step.value;
    trimNext = trimAfter;
    if (action.startsWith('/*') && action.endsWith('*/')) continue;
    const [keyword, rest] = keywordOf(action);
    if (keyword === 'if') {
      const block = { branches: [{ when: parsePipe(rest, where), body: [] }], hasElse: false };
      current().push(block);
      stack.push(block);
    } else if (keyword === 'else if' || keyword === 'else') {
      const block = stack.at(-1);
      if (!block || block.hasElse)
        throw new Error(`${where}: {{ ${action} }} without its {{ if }}`);
      if (keyword === 'else') block.hasElse = true;
      block.branches.push({ when: keyword === 'else' ? null : parsePipe(rest, where), body: [] });
    } else if (keyword === 'end') {
      if (!stack.pop()) throw new Error(`${where}: {{ end }} without its {{ if }}`);
    } else {
      current().push({ output: parsePipe(action, where) });
    }
  }
  if (stack.length) throw new Error(`${where}: {{ if }} without its {{ end }}`);
  return { render: (data) => renderNodes(root, data, where) };
}

function lookup(data: Record<string, Value>, path: string[]): Value {
  let value: Value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, Value>)[key];
  }
  return value;
}

/** Go's truth: false, 0, nil and empty strings, lists and maps are false. */
function truthy(value: Value): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '')
    return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * Go's `eq`: a missing value equals nothing, and values of different kinds are an error
 * ("incompatible types for comparison"), which fails the whole mail as it does in production.
 */
function equal(a: Value, b: Value, where: string): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return false;
  if (typeof a !== typeof b || typeof a === 'object')
    throw new Error(`${where}: incompatible types for comparison`);
  return a === b;
}

function evaluate(pipe: Pipe, data: Record<string, Value>, where: string): Value {
  const [a, b] = pipe.args.map((arg) => ('literal' in arg ? arg.literal : lookup(data, arg.field)));
  if (pipe.fn === 'eq') return equal(a, b, where);
  if (pipe.fn === 'ne') return !equal(a, b, where);
  if (pipe.fn === 'not') return !truthy(a);
  return a;
}

function renderNodes(nodes: Node[], data: Record<string, Value>, where: string): string {
  let out = '';
  for (const node of nodes) {
    if ('text' in node) out += node.text;
    else if ('output' in node) {
      const value = evaluate(node.output, data, where);
      // html/template writes nothing for a missing value.
      out += value === undefined || value === null ? '' : escapeHtml(value);
    } else {
      const branch = node.branches.find((b) => !b.when || truthy(evaluate(b.when, data, where)));
      if (branch) out += renderNodes(branch.body, data, where);
    }
  }
  return out;
}
