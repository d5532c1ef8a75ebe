// Texts only the API answers with (the shared, user-facing texts live in the domain MESSAGES).
export const API_MESSAGES = {
  accountNotSynced: 'Your account is not set up yet. Please sign in again.',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  bodyMustBeObject: 'The request body must be a JSON object.',
  invalidMediaPath: 'Invalid media path.',
} as const;
