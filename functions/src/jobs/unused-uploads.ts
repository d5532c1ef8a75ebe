// The media sweep, a step of the daily retention job: deletes the uploads no profile or product
// uses once their deleteAfter has passed (LIMITS.unusedUploadGraceMs after the upload, or the
// moment a new avatar replaced them), files first and then the record, so a run that stops
// part-way finds the rest next time. A function of `now`, so the API tests run it against the
// emulators (and the local-disk media store) with any date.
import { config } from '../config';
import { uploadsToDeleteBefore } from '../db/uploads';
import { mediaStore, uploadFolder } from '../media/media-store';

/** Deletes every upload whose deleteAfter is more than the sweep's margin before `now`. */
export async function deleteUnusedUploads(now: Date): Promise<number> {
  const { batch, marginMs } = config.unusedUploadSweep;
  const store = mediaStore();
  const due = uploadsToDeleteBefore(new Date(now.getTime() - marginMs));
  let deleted = 0;
  for (;;) {
    const page = await due.limit(batch).get();
    if (page.empty) return deleted;
    await Promise.all(
      page.docs.map(async (upload) => {
        await store.removeFolder(uploadFolder(upload.data().ownerUid, upload.id));
        await upload.ref.delete();
      }),
    );
    deleted += page.size;
  }
}
