import { STATUS_CODES, type ApiErrorBody, type ErrorCode, type ErrorStatus } from '@xmates/domain';

interface HttpErrorDetails {
  /** A code more precise than the status's own (see STATUS_CODES). */
  code?: ErrorCode;
  /** The body field or query parameter at fault. */
  field?: string;
  /** Names to offer instead (409 name-taken). */
  suggestions?: string[];
  /** 429: whole seconds until the caller may try again (sent as the Retry-After header). */
  retryAfterSeconds?: number;
  /** 409 duplicate: the listed product that already uses a submitted link. */
  duplicateOf?: { slug: string; title: string };
}

/** An error whose message is safe to show to the caller, with the HTTP status and code to answer. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly suggestions: string[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly duplicateOf: { slug: string; title: string } | undefined;

  constructor(
    readonly status: ErrorStatus,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = details.code ?? STATUS_CODES[status];
    this.field = details.field;
    this.suggestions = details.suggestions;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.duplicateOf = details.duplicateOf;
  }

  get body(): ApiErrorBody {
    const body: ApiErrorBody = { error: this.message, code: this.code };
    if (this.field !== undefined) body.field = this.field;
    if (this.suggestions !== undefined) body.suggestions = this.suggestions;
    if (this.duplicateOf !== undefined) body.duplicateOf = this.duplicateOf;
    return body;
  }
}
