import { describe, expect, it } from 'vitest';
import { emptyBody, loginPingBody, markShownBody, recycleUnverifiedBody } from '@xmates/domain';
import { HttpError } from './http-error';
import { parseBody } from './validation';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    return err as HttpError;
  }
  throw new Error('expected a 400');
}

const messageOf = (run: () => unknown) => refusal(run).message;

describe('parseBody', () => {
  it('treats a missing body as an empty object', () => {
    expect(parseBody(emptyBody, undefined)).toEqual({});
  });

  it('answers invalid-input and names the field at fault', () => {
    expect(refusal(() => parseBody(markShownBody, { count: '3' })).body).toEqual({
      error: 'count must be a number.',
      code: 'invalid-input',
      field: 'count',
    });
    expect(refusal(() => parseBody(emptyBody, { role: 'admin' })).field).toBe('role');
    expect(refusal(() => parseBody(emptyBody, [])).body).toEqual({
      error: 'The request body must be a JSON object.',
      code: 'invalid-input',
    });
  });

  it('names unknown fields', () => {
    expect(messageOf(() => parseBody(emptyBody, { role: 'admin' }))).toBe('Unknown field: role');
    expect(messageOf(() => parseBody(emptyBody, { a: 1, b: 2 }))).toBe('Unknown fields: a, b');
  });

  it('says what type a field must have', () => {
    expect(messageOf(() => parseBody(markShownBody, { count: '3' }))).toBe(
      'count must be a number.',
    );
    expect(messageOf(() => parseBody(markShownBody, { count: 1.5 }))).toBe(
      'count must be a whole number.',
    );
    expect(messageOf(() => parseBody(loginPingBody, { stamp: {} }))).toBe(
      'stamp must be a string or a number.',
    );
    expect(messageOf(() => parseBody(markShownBody, {}))).toBe('count is required.');
    expect(messageOf(() => parseBody(markShownBody, { count: -1 }))).toBe(
      'count must be at least 0.',
    );
  });

  it('refuses bodies that are not objects', () => {
    expect(messageOf(() => parseBody(emptyBody, [1]))).toBe(
      'The request body must be a JSON object.',
    );
  });

  it('keeps the schema’s own messages', () => {
    expect(messageOf(() => parseBody(recycleUnverifiedBody, { email: 'nope' }))).toBe(
      'Please enter a valid email address.',
    );
    expect(parseBody(recycleUnverifiedBody, { email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
  });
});
