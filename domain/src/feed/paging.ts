import { DOCUMENT_ID_PATTERN } from '../core/document-ids';

/** A page boundary: the sort value (dates as epoch ms) and the document id. */
export interface FeedCursor {
  value: number;
  id: string;
}

export function encodeCursor(cursor: FeedCursor): string {
  return `${cursor.value}~${cursor.id}`;
}

export function decodeCursor(raw: string | null | undefined): FeedCursor | null {
  const match = new RegExp(`^(-?\\d+(?:\\.\\d+)?)~(${DOCUMENT_ID_PATTERN})$`).exec(raw ?? '');
  if (!match) return null;
  return { value: Number(match[1]), id: match[2] as string };
}
