// Stripe's wire format: application/x-www-form-urlencoded with bracket nesting, as the SDK writes it
// (`line_items[0][price]=price_1`, `expand[0]=data.product`, `metadata[user_id]=...`).
import type { IncomingMessage } from 'node:http';
import { HttpError, readBody } from '../http.ts';
import { missing, StripeApiError } from './errors.ts';

/**
 * The largest API request body taken: room for every parameter of the API subset at Stripe's own
 * limits (50 metadata pairs of 40 + 500 characters, strings of 5,000), even percent-encoded, and
 * far below what would make parsing one request cost the other requests anything. A body declared
 * larger is refused (413) before a byte of it is read, a chunked one as soon as it grows past this.
 */
export const MAX_API_BODY_BYTES = 256 * 1024;
/** Stripe's own limit for a string parameter; longer values are refused before anything is stored. */
const MAX_STRING_PARAM = 5000;

/** The request's form text, at most `limit` bytes; a longer body is Stripe's 413 error. */
export async function readForm(req: IncomingMessage, limit: number): Promise<string> {
  try {
    return (await readBody(req, limit)).toString('utf8');
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new StripeApiError(413, `Request body too large (over ${limit} bytes).`);
    throw error;
  }
}

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const path = [key.slice(0, first)];
  const re = /\[([^[\]]*)\]/g; // no [ inside: linear on a run of [
  let match: RegExpExecArray | null;
  while ((match = re.exec(key.slice(first))) !== null) path.push(match[1] ?? '');
  return path;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toArrays);
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => toArrays(value[k] as FormValue));
  }
  const out: FormObject = {};
  for (const k of keys) out[k] = toArrays(value[k] as FormValue);
  return out;
}

/**
 * Parses the form into nested objects without ever reaching a prototype: the tree is built from
 * objects without one (so `constructor[prototype][x]` is just nested keys), only own properties are
 * read, and a pair with a `__proto__` segment (the one key that assigns a prototype even as an own
 * property is read back into a plain object) is dropped, as Stripe would refuse it as unknown. A
 * key or value over Stripe's 5,000 characters is Stripe's 400 for it.
 */
export function parseStripeForm(text: string): FormObject {
  const root = Object.create(null) as FormObject;
  const appended = new Map<FormObject, number>();
  for (const [rawKey, value] of new URLSearchParams(text)) {
    if (rawKey.length > MAX_STRING_PARAM || value.length > MAX_STRING_PARAM) {
      const param = rawKey.slice(0, 100);
      throw new StripeApiError(
        400,
        `Invalid string: ${param} must be at most ${MAX_STRING_PARAM} characters`,
        'parameter_invalid_string_too_long',
        param,
      );
    }
    const path = keyPath(rawKey);
    if (path.includes('__proto__')) continue;
    let node: FormObject = root;
    for (let i = 0; i < path.length; i++) {
      let segment = path[i] as string;
      const last = i === path.length - 1;
      // `expand[]=x`: the next index, counted per node (Object.keys each time is quadratic).
      if (segment === '') {
        const index = appended.get(node) ?? Object.keys(node).length;
        appended.set(node, index + 1);
        segment = String(index);
      }
      if (last) {
        node[segment] = value;
      } else {
        const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
        if (typeof next !== 'object' || Array.isArray(next))
          node[segment] = Object.create(null) as FormObject;
        node = node[segment] as FormObject;
      }
    }
  }
  return toArrays(root) as FormObject;
}

// Typed readers for parsed params; each returns undefined when absent.
export function str(params: FormObject, key: string): string | undefined {
  const v = params[key];
  return typeof v === 'string' ? v : undefined;
}

/** A string Stripe requires: absent or empty is its `Missing required param` error, named `param`. */
export function requiredStr(params: FormObject, key: string, param = key): string {
  const v = str(params, key);
  if (!v) throw missing(param);
  return v;
}

export function obj(params: FormObject, key: string): FormObject | undefined {
  const v = params[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}

export function list(params: FormObject, key: string): FormValue[] | undefined {
  const v = params[key];
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return [v];
  return undefined;
}

export function strings(params: FormObject, key: string): string[] {
  return (list(params, key) ?? []).filter((v): v is string => typeof v === 'string');
}

export function bool(params: FormObject, key: string): boolean | undefined {
  const v = str(params, key);
  if (v === undefined) return undefined;
  return v === 'true';
}

export function int(params: FormObject, key: string): number | undefined {
  const v = str(params, key);
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : Number.NaN;
}

/**
 * An update's metadata applied to what an object holds, as Stripe does: `metadata=` clears it all,
 * a key posted with an empty value is unset, the others are set.
 */
export function updatedMetadata(
  current: Record<string, string>,
  params: FormObject,
): Record<string, string> {
  const m = params.metadata;
  if (m === undefined) return current;
  if (typeof m === 'string' || Array.isArray(m)) return {};
  const out = { ...current };
  for (const [k, v] of Object.entries(m)) {
    if (v === '') delete out[k];
    else if (typeof v === 'string') out[k] = v;
  }
  return out;
}

export function metadata(params: FormObject): Record<string, string> | undefined {
  const m = params.metadata;
  if (m === undefined) return undefined;
  if (typeof m === 'string') return {}; // `metadata=` clears it
  const out: Record<string, string> = {};
  if (Array.isArray(m)) return out;
  for (const [k, v] of Object.entries(m)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}
