// Counts the Firestore reads the code run in this process makes, as production bills them
// (https://cloud.google.com/firestore/pricing): a query, the documents it returns and at least
// one; a count() aggregation, one per 1,000 index entries matched and at least one; a document
// get or getAll, one per document asked for, found or not. Offsets are not seen here: a
// benchmark that skips documents adds them itself. The emulator reports no reads, so the feed
// benchmark runs the API's own handler in its process under this meter.
import { Firestore, Query } from 'firebase-admin/firestore';

let reads = 0;

/** Wraps the SDK's read calls once; `db` gives the aggregate query's class, not exported. */
export function installReadMeter(db: Firestore): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own this
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function get(this: Query) {
    const snap = await queryGet.call(this);
    reads += Math.max(1, snap.size);
    return snap;
  };

  const counted = db.collection('read-meter').count();
  const aggregate: unknown = Object.getPrototypeOf(counted);
  if (!(aggregate instanceof Object) || !('get' in aggregate)) throw new Error('no aggregate');
  const proto = aggregate as typeof counted;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own this
  const aggregateGet = proto.get;
  proto.get = async function get(this: typeof counted) {
    const snap = await aggregateGet.call(this);
    const matched: unknown = snap.data().count;
    reads += Math.max(1, Math.ceil((typeof matched === 'number' ? matched : 0) / 1000));
    return snap;
  };

  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own this
  const getAll = Firestore.prototype.getAll;
  Firestore.prototype.getAll = async function all(
    this: Firestore,
    ...refs: Parameters<typeof getAll>
  ) {
    const snaps = await getAll.apply(this, refs);
    reads += snaps.length;
    return snaps;
  };
}

/** The reads `work` made (run one measured call at a time). */
export async function metered<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const before = reads;
  const result = await work();
  return { result, reads: reads - before };
}
