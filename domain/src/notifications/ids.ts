// Deterministic ids: the same event always names the same notification, and the same two
// people always share one thread. Writers create these documents with create(), which fails
// when the id exists, so a retried trigger or a repeated call never writes twice.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { isDocumentId } from '../core/document-ids';

const digest = (parts: readonly string[]) =>
  bytesToHex(sha256(utf8ToBytes(parts.join('\n')))).slice(0, 40);

/**
 * `kind-part-part`, readable when that is a valid document id (at most 128 characters of
 * letters, digits, '-' and '_'), else `kind-` and a digest of the parts.
 */
export function notificationId(kind: string, ...parts: string[]): string {
  const readable = [kind, ...parts].join('-');
  return isDocumentId(readable) ? readable : `${kind}-${digest(parts)}`;
}

/** The thread of two users, whoever starts it: a digest of the sorted pair. */
export function dmThreadId(a: string, b: string): string {
  return `dm-${digest([a, b].sort())}`;
}

/** The pair as a thread stores it. */
export function dmParticipants(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
