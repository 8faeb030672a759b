/** Stripe's v1 error body, which the official client turns into its typed errors by HTTP status. */
export interface StripeErrorBody {
  error: { type: string; code?: string; message: string; param?: string; doc_url?: string };
}

/** An error the twin answers in Stripe's shape; anything else thrown is a bare 500, as an internal fault would be. */
export class StripeFault extends Error {
  override name = 'StripeFault';

  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }

  body(): StripeErrorBody {
    const { type = 'invalid_request_error', code, param } = this.details;
    const error: StripeErrorBody['error'] = { type, message: this.message };
    if (code) Object.assign(error, { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` });
    if (param) error.param = param;
    return { error };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) => new StripeFault(400, message, { param, code });

export const missingParam = (param: string) => new StripeFault(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });

/** Stripe names the kind of object in its 404s: `No such checkout.session: 'cs_test_…'`. */
export const noSuch = (kind: string, id: string, param: string) =>
  new StripeFault(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
