// A Cloud Storage bucket in memory for the media unit tests (no Storage emulator runs offline):
// what firebase-admin's bucket would be asked, and the objects it would then hold.
import type { MediaBucket } from './media-store';

interface Saved {
  name: string;
  bytes: Buffer;
  options: { contentType: string; resumable: boolean; metadata: { cacheControl: string } };
}
interface Copied {
  from: string;
  to: string;
  options: { contentType: string; cacheControl: string };
}

export interface StubBucket extends MediaBucket {
  /** Object names, with the Cache-Control each was written or copied with ('' if seeded). */
  objects: Map<string, string>;
  saved: Saved[];
  copies: Copied[];
  deletedPrefixes: string[];
}

export function stubBucket(names: readonly string[] = []): StubBucket {
  const objects = new Map(names.map((name) => [name, '']));
  const saved: Saved[] = [];
  const copies: Copied[] = [];
  const deletedPrefixes: string[] = [];
  const deleteUnder = (prefix: string) => {
    for (const name of [...objects.keys()]) if (name.startsWith(prefix)) objects.delete(name);
  };
  return {
    objects,
    saved,
    copies,
    deletedPrefixes,
    file: (name) => ({
      save: (bytes, options) => {
        saved.push({ name, bytes, options });
        objects.set(name, options.metadata.cacheControl);
        return Promise.resolve();
      },
      copy: (to, options) => {
        if (!objects.has(name)) return Promise.reject(new Error(`No such object: ${name}`));
        copies.push({ from: name, to, options });
        objects.set(to, options.cacheControl);
        return Promise.resolve();
      },
      exists: () => Promise.resolve([objects.has(name)]),
      delete: () => {
        objects.delete(name);
        return Promise.resolve();
      },
    }),
    getFiles: ({ prefix }) =>
      Promise.resolve([
        [...objects.keys()].filter((n) => n.startsWith(prefix)).map((n) => ({ name: n })),
      ]),
    deleteFiles: ({ prefix }) => {
      deletedPrefixes.push(prefix);
      deleteUnder(prefix);
      return Promise.resolve();
    },
  };
}
