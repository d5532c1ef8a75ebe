// The comment or reply a request names: its 404, and the id check that answers the same 404 for
// a value that cannot name one.
import { COMMENT_MESSAGES, isDocumentId } from '@xmates/domain';
import { HttpError } from '../http/http-error';

export const notFoundComment = () => new HttpError(404, COMMENT_MESSAGES.notFound);

/** A malformed id cannot name a comment or reply: the same 404 as an unknown one. */
export function checkItemId(id: string): void {
  if (!isDocumentId(id)) throw notFoundComment();
}
