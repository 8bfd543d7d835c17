/** An error in Stripe's shape: `{ error: { type, message, code, param } }` with a 4xx status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export function missing(param: string): StripeApiError {
  return new StripeApiError(400, `Missing required param: ${param}.`, 'parameter_missing', param);
}

export function invalid(param: string, message: string): StripeApiError {
  return new StripeApiError(400, message, 'parameter_invalid', param);
}

/**
 * An unknown id: 404 when it is the object the path names, 400 when a parameter names it (as
 * Stripe answers an unknown `customer` or `line_items[0][price]` in a create call).
 */
export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  const status = param === 'id' ? 404 : 400;
  return new StripeApiError(status, `No such ${kind}: '${id}'`, 'resource_missing', param);
}

/** Stripe's answer to a key that is not the account's: the key masked but for its last four. */
export function invalidApiKey(key: string): StripeApiError {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  const masked = rest.length > 4 ? '*'.repeat(rest.length - 4) + rest.slice(-4) : '*'.repeat(4);
  return new StripeApiError(401, `Invalid API Key provided: ${prefix}${masked}`, 'api_key_invalid');
}
