/**
 * Every error answer of /api is `{error, code}` (and `field` when one input field is at fault):
 * `error` is the text to show, `code` is what callers decide by. Codes are stable; texts may
 * change with the spec.
 */
export const ERROR_CODES = [
  /** 400: a body field or query parameter breaks a rule; `field` names it when known. */
  'invalid-input',
  /** 400: the body is not valid JSON. */
  'invalid-json',
  /**
   * 400: the member already reported this product, comment or reply; 409: they already hold an
   * open report about this member.
   */
  'already-reported',
  /** 401: no ID token, or one that is invalid or expired. */
  'unauthenticated',
  /** 403: signed in, but not allowed (admins only, another member's data). */
  'forbidden',
  /** 401: the action needs a recent sign-in (deleting one's account): sign in again. */
  'recent-login-required',
  /**
   * 401: the route needs an App Check token (the SPA's, attested by reCAPTCHA Enterprise) and
   * the call carried none or a refused one: reload the page, nothing to do with signing in.
   */
  'app-check-failed',
  /** 403: an unverified account past its 24 hours. */
  'account-expired',
  /** 403: a member privilege asked for by an account whose e-mail is not verified yet. */
  'email-unverified',
  /** 403: the account is suspended or banned (suspensions/{uid}); the text says until when. */
  'account-suspended',
  /** 404: nothing of that kind with that id, or a path the API does not serve. */
  'not-found',
  /** 404: the member's account document does not exist yet (sign in again to sync it). */
  'account-not-synced',
  /** 409: the target is not in a state that allows the action (e.g. a link already reviewed). */
  'wrong-state',
  /** 409: another member holds this display name; the body lists `suggestions`. */
  'name-taken',
  /** 409: an approved product already uses this link. */
  'duplicate',
  /** 413: the body is larger than the route accepts. */
  'payload-too-large',
  /** 414: the request's path and query are longer than the API reads. */
  'uri-too-long',
  /** 415: the body is not of the content type the route reads. */
  'unsupported-media-type',
  /** 429: too many calls in the route's window. */
  'rate-limited',
  /** 500: the server failed; the text is generic and the details are in the server's log. */
  'server-error',
  /** 503: the answer is paused for a while (Retry-After); the text says why. */
  'unavailable',
  /** Client only: the server did not answer within the SPA's timeout. */
  'timeout',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every /api answer with a 4xx or 5xx status. */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  field?: string;
  /** With `name-taken`: up to 6 display names that were available when answered. */
  suggestions?: string[];
  /** With `duplicate` (a member's submission): the listed product that already uses the link. */
  duplicateOf?: { slug: string; title: string };
}

/** The code an error answer carries when nothing more precise applies. */
export const STATUS_CODES = {
  400: 'invalid-input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'wrong-state',
  413: 'payload-too-large',
  414: 'uri-too-long',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  500: 'server-error',
  503: 'unavailable',
} as const satisfies Record<number, ErrorCode>;

export type ErrorStatus = keyof typeof STATUS_CODES;

/** Codes whose text describes the caller's request: shown as the API wrote it. */
export function isCallerError(code: ErrorCode): boolean {
  return code !== 'server-error' && code !== 'timeout';
}
