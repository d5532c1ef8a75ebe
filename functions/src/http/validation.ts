// Turns request bodies into typed values with the shared zod schemas, and zod's issues into
// one clear sentence for the caller (the first problem found).
import { z } from 'zod';
import { API_MESSAGES } from '@xmates/domain';
import { HttpError } from './http-error';

const FIELD = '{field}';

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const typeName = (expected: unknown) => TYPE_NAMES[String(expected)] ?? String(expected);

function sizeMessage(origin: unknown, bound: unknown, atLeast: boolean): string {
  const word = atLeast ? 'at least' : 'at most';
  if (origin === 'string') return `${FIELD} must be ${word} ${String(bound)} characters long.`;
  if (origin === 'array') return `${FIELD} must have ${word} ${String(bound)} items.`;
  return `${FIELD} must be ${word} ${String(bound)}.`;
}

/**
 * Error map for zod: schema-level messages (e.g. the spec's e-mail message) still win, because
 * zod only asks this map when the schema gave none. The path is not always known here, so
 * the field name is filled in afterwards.
 */
function humanIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${FIELD} is required.`
        : `${FIELD} must be ${typeName(issue.expected)}.`;
    case 'invalid_union': {
      const expected = issue.errors
        .flat()
        .filter((inner) => inner.code === 'invalid_type')
        .map((inner) => typeName((inner as { expected?: unknown }).expected));
      return expected.length > 0
        ? `${FIELD} must be ${[...new Set(expected)].join(' or ')}.`
        : `${FIELD} is not valid.`;
    }
    case 'too_small':
      return sizeMessage(issue.origin, issue.minimum, true);
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, false);
    case 'invalid_value':
      return `${FIELD} must be one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return `${FIELD} is not valid.`;
  }
}

/** One sentence for the first issue: "Unknown field: x", "count must be a number.", ... */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => (path ? `${path}.${key}` : key));
    return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
  }
  if (!path && issue.code === 'invalid_type') return API_MESSAGES.bodyMustBeObject;
  return issue.message.replace(FIELD, path || 'The request body');
}

/** The 400 for a body's first issue, naming the top-level field at fault when there is one. */
export function issueError(issue: z.core.$ZodIssue | undefined): HttpError {
  if (!issue) return new HttpError(400, API_MESSAGES.bodyMustBeObject);
  // An unknown key at the top names itself; any other issue names the top-level field it is in.
  const [top] =
    issue.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys : issue.path;
  const field = typeof top === 'string' ? top : undefined;
  return new HttpError(400, issueMessage(issue), { field });
}

/** Parses a request body (absent means {}); a bad body is a 400 with a readable message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {}, { error: humanIssue });
  if (!result.success) throw issueError(result.error.issues[0]);
  return result.data;
}
