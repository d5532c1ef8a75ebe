// Withdraws one member's activity from other people's products, counters corrected in the
// transaction that deletes each item (a reaction's by the product's roll-up after it), so a
// re-run after a failure finds only what is left and counts nothing twice: reactions (likes,
// dislikes, favorites, ratings, broken-link reports),
// replies, comments (with the replies under them) and their reports of others' comments and of
// other members.
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Query,
  Timestamp,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { countDeltas, withReason, type CommentReportDoc } from '@xmates/domain';
import {
  commentRef,
  pathOfItemRef,
  repliesOf,
  repliesReportStates,
  replyRef,
  reportStateRef,
  type StoredReply,
} from '../db/comments';
import { db, runTransaction } from '../db/firebase';
import { CHUNK, memberItemReports, memberItems, memberReactions } from '../db/member-data';
import { reportedMemberRef, reportsBy, type StoredMemberReport } from '../db/member-reports';
import { linkReportRef, productRef } from '../db/products';
import { requestRollUp } from './roll-up';

/** Transactions run at once: one member's items rarely share a document, so few conflicts. */
const PARALLEL = 10;

/**
 * Runs `work` on every document of the query, CHUNK a page (by cursor, so a document the work
 * leaves in place is not read again), PARALLEL at a time. Answers how many `work` counted.
 */
export async function forEachDoc<T, D extends DocumentData>(
  query: Query<T, D>,
  work: (doc: QueryDocumentSnapshot<T, D>) => Promise<number>,
): Promise<number> {
  let done = 0;
  let last: QueryDocumentSnapshot<T, D> | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(CHUNK).get();
    for (let i = 0; i < page.docs.length; i += PARALLEL) {
      const counts = await Promise.all(page.docs.slice(i, i + PARALLEL).map(work));
      done += counts.reduce((a, b) => a + b, 0);
    }
    last = page.docs[page.docs.length - 1];
    if (page.size < CHUNK) return done;
  }
}

/**
 * Deletes a reaction and its broken-link report (taken off the product's report count), then
 * asks for the product's roll-up, which counts its likes, dislikes, favourites, ratings and
 * trend without it. A re-run after a failure finds the reaction gone and asks nothing more; a
 * roll-up asked for by anyone later counts it out too.
 */
async function withdrawOneReaction(uid: string, productId: string): Promise<number> {
  const rRef = memberReactions(uid).doc(productId);
  const pRef = productRef(productId);
  const reportRef = linkReportRef(productId, uid);
  const withdrawn = await runTransaction(async (tx) => {
    const [rSnap, pSnap, reportSnap] = await Promise.all([
      tx.get(rRef),
      tx.get(pRef),
      tx.get(reportRef),
    ]);
    if (!rSnap.exists) return 0;
    const product = pSnap.data();
    if (product && reportSnap.exists) {
      const left = Math.max(0, (product.brokenReportsCount ?? 1) - 1);
      tx.update(pRef, { brokenReportsCount: left, ...(left === 0 ? { flagged: false } : {}) });
    }
    if (reportSnap.exists) tx.delete(reportRef);
    tx.delete(rRef);
    return 1;
  });
  if (withdrawn > 0) await requestRollUp(productId);
  return withdrawn;
}

export function withdrawReactions(uid: string): Promise<number> {
  return forEachDoc(memberReactions(uid).select(), (doc) => withdrawOneReaction(uid, doc.id));
}

/** products/{p}/comments/{c}[/replies/{r}] from a comment's or a reply's reference. */
function pathOf(ref: DocumentReference) {
  const isReply = ref.parent.id === 'replies';
  const comment = isReply ? ref.parent.parent : ref;
  const productId = comment?.parent.parent?.id ?? '';
  return { productId, commentId: comment?.id ?? '', isReply };
}

/**
 * Deletes one of the member's replies (or comments, with every reply under it) and moves the
 * visible counts as moderation's delete does. Whatever lives under the item goes first, while
 * the item still exists, so a re-run after a failure finds the item and finishes it.
 */
function deleteItem(ref: DocumentReference): Promise<number> {
  const { productId, commentId, isReply } = pathOf(ref);
  const cRef = commentRef(productId, commentId);
  const itemRef: DocumentReference<StoredReply, StoredReply> = isReply
    ? replyRef(productId, commentId, ref.id)
    : cRef;
  // The item's report state with its reports (their copies of the words name the member), and
  // for a comment, its replies' too.
  const state = db().recursiveDelete(reportStateRef(pathOfItemRef(itemRef)));
  const under = isReply
    ? [state]
    : [
        db().recursiveDelete(repliesOf(productId, commentId)),
        state,
        repliesReportStates(productId, commentId)
          .select()
          .get()
          .then((snap) => Promise.all(snap.docs.map((d) => db().recursiveDelete(d.ref)))),
      ];
  return Promise.all(under).then(() =>
    runTransaction(async (tx) => {
      const pRef = productRef(productId);
      const [pSnap, cSnap, itemSnap] = await Promise.all([
        tx.get(pRef),
        tx.get(cRef),
        tx.get(itemRef),
      ]);
      const item = itemSnap.data();
      if (!item) return 0;
      const comment = cSnap.data();
      const deltas = countDeltas(
        {
          kind: isReply ? 'reply' : 'comment',
          hidden: item.hidden,
          repliesCount: isReply ? 0 : (comment?.repliesCount ?? 0),
          deleted: !isReply && comment?.deleted === true,
        },
        comment?.hidden ?? true,
        'delete',
      );
      if (isReply && deltas.comment !== 0 && cSnap.exists) {
        tx.update(cRef, { repliesCount: FieldValue.increment(deltas.comment) });
      }
      if (deltas.product !== 0 && pSnap.exists) {
        tx.update(pRef, { commentsCount: FieldValue.increment(deltas.product) });
      }
      tx.delete(itemRef);
      return 1;
    }),
  );
}

/** The member's replies first (they move their comments' counts), then their comments. */
export async function deleteThreads(uid: string) {
  const replies = await forEachDoc(memberItems(uid, 'replies').select(), (d) => deleteItem(d.ref));
  const comments = await forEachDoc(memberItems(uid, 'comments').select(), (d) =>
    deleteItem(d.ref),
  );
  return { comments, replies };
}

/** Deletes one of the member's reports of a comment or reply and takes it off the item's count. */
type ReportRef = DocumentReference<CommentReportDoc<Timestamp>, CommentReportDoc<Timestamp>>;

function withdrawItemReport(ref: ReportRef) {
  const itemRef = ref.parent.parent;
  return runTransaction(async (tx) => {
    const [reportSnap, itemSnap] = await Promise.all([
      tx.get(ref),
      itemRef ? tx.get(itemRef) : Promise.resolve(null),
    ]);
    if (!reportSnap.exists) return 0;
    if (itemRef && itemSnap?.exists) {
      const left = Math.max(0, Number(itemSnap.get('reportsCount') ?? 1) - 1);
      tx.update(
        itemRef,
        left === 0 ? { reportsCount: 0, reported: false } : { reportsCount: left },
      );
    }
    tx.delete(ref);
    return 1;
  });
}

export function withdrawItemReports(uid: string): Promise<number> {
  return forEachDoc(memberItemReports(uid), (d) => withdrawItemReport(d.ref));
}

/**
 * Deletes one of the member's reports of another member and takes it off that member's open
 * reports (their entry leaves the Reported members list with its last report).
 */
function withdrawMemberReport(ref: DocumentReference<StoredMemberReport, StoredMemberReport>) {
  const about = ref.parent.parent?.id;
  const stateRef = about === undefined ? null : reportedMemberRef(about);
  return runTransaction(async (tx) => {
    const [reportSnap, stateSnap] = await Promise.all([
      tx.get(ref),
      stateRef ? tx.get(stateRef) : Promise.resolve(null),
    ]);
    const report = reportSnap.data();
    if (!report) return 0;
    const state = stateSnap?.data();
    if (stateRef && state) {
      const left = state.reportsCount - 1;
      if (left <= 0) tx.delete(stateRef);
      else {
        const reasons = withReason(state.reasons, report.reason, -1);
        tx.update(stateRef, { reportsCount: left, reasons });
      }
    }
    tx.delete(ref);
    return 1;
  });
}

export function withdrawMemberReports(uid: string): Promise<number> {
  return forEachDoc(reportsBy(uid), (d) => withdrawMemberReport(d.ref));
}
