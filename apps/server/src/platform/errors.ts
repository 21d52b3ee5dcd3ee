import type { FieldErrors, Message } from '@cardshop/shared/contracts/envelope';

/** An error with an HTTP status and the envelope messages the caller reads. */
export class HttpError extends Error {
  readonly status: number;
  readonly messages: Message[];
  readonly data: Record<string, unknown> | null;
  /** Response headers that belong to the error (a 429's Retry-After). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    messageKey: string,
    data: Record<string, unknown> | null = null,
    headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.status = status;
    this.messages = [{ type: 'error', message: messageKey }];
    this.data = data;
    this.headers = headers;
  }
}

export class NotFoundError extends HttpError {
  constructor(messageKey = 'global.errors.not-found') {
    super(404, messageKey);
  }
}

/** A 422: the request was understood but its fields broke rules. */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors) {
    super(422, 'global.errors.validation-failed', { errors });
  }
}
