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

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, `No such ${kind}: '${id}'`, 'resource_missing', param);
}
