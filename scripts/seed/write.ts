/** Writing many documents fast: one BulkWriter, unthrottled (the target is always an emulator). */
import type { Firestore } from 'firebase-admin/firestore';

export interface SeedDoc {
  path: string;
  data: object;
}

/**
 * Sets every document (overwriting, so re-running after a crash converges) and resolves when
 * all are written. Throws if any write failed after BulkWriter's own retries.
 */
export async function writeDocs(
  db: Firestore,
  docs: Iterable<SeedDoc>,
  onProgress?: (written: number) => void,
): Promise<number> {
  // The 500/50/5 ramp-up exists to protect production databases; it would only slow the emulator.
  const writer = db.bulkWriter({ throttling: false });
  const failures: string[] = [];
  let written = 0;
  writer.onWriteResult(() => {
    written += 1;
    onProgress?.(written);
  });
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  for (const doc of docs) void writer.set(db.doc(doc.path), doc.data).catch(() => undefined);
  await writer.close();
  if (failures.length > 0) {
    throw new Error(`${failures.length} writes failed, first: ${failures[0] ?? ''}`);
  }
  return written;
}
