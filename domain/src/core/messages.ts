/** The platform's own error texts, whatever the endpoint: routing, request bodies, load, crashes. */
export const API_MESSAGES = {
  serverError: 'Server error. Please try again.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  urlTooLong: (max: number) =>
    `The request address is too long (at most ${max.toLocaleString('en-US')} characters).`,
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  bodyMustBeObject: 'The request body must be a JSON object.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a moment.',
  /** A costly public route's call without a valid App Check token, while APP_CHECK_ENFORCE is on. */
  appCheckFailed:
    'This request could not be verified as coming from the xmates site. Please reload the page and try again.',
  /** A visitor's call past a route's ceiling over all visitors (members are not held back). */
  siteBusy: 'xmates is very busy right now. Please try again in a minute, or sign in.',
} as const;
