import { STATUS_CODES, type ApiErrorBody, type ErrorCode, type ErrorStatus } from '@xmates/domain';

interface HttpErrorDetails {
  /** A code more precise than the status's own (see STATUS_CODES). */
  code?: ErrorCode;
  /** The body field or query parameter at fault. */
  field?: string;
}

/** An error whose message is safe to show to the caller, with the HTTP status and code to answer. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(
    readonly status: ErrorStatus,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = details.code ?? STATUS_CODES[status];
    this.field = details.field;
  }

  get body(): ApiErrorBody {
    return this.field === undefined
      ? { error: this.message, code: this.code }
      : { error: this.message, code: this.code, field: this.field };
  }
}
