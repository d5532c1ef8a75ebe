// Submissions (the link, the submitter's e-mail, the review status): the submitter and admins
// read; created and moved through the API only.
import { collection, limit, query, where } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { LIMITS } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { NO_WRITES, matrix, only, seedDocs, uniqueId } from './support';

const owner = uniqueId('rules-submitter');
const submissionId = uniqueId('rules-submission');
const submission = (uid: string) => docs.submission({ uid, email: `${uid}@test.xmates.test` });

beforeAll(async () => {
  await seedDocs({ [paths.submission(submissionId)]: submission(owner) });
});

matrix([
  {
    name: "submissions/{id}: the submitter and admins read; a member's list asks for their own",
    owner,
    path: paths.submission(submissionId),
    // A member's own submissions (no screen sends it: My Submissions reads them through the
    // API); sent by anyone else, it asks for another member's submissions.
    list: (db) => query(collection(db, paths.submissions), where('submittedBy.uid', '==', owner)),
    cap: LIMITS.ownListMax,
    create: (uid) => ({ path: paths.submission(uniqueId('rules-new')), data: submission(uid) }),
    update: { status: 'approved' },
    access: { get: only('owner', 'admin'), list: only('owner', 'admin'), ...NO_WRITES },
    otherLists: [
      {
        name: 'without the submitter filter',
        query: (db) => query(collection(db, paths.submissions), limit(LIMITS.ownListMax)),
        access: only('admin'),
      },
    ],
  },
]);
