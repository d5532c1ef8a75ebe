// Submissions (the link, the submitter's e-mail, the review status): the submitter and admins
// read; created and moved through the API only.
import { collection, query, where } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import { NO_WRITES, matrix, only, seedDocs, uniqueId } from './support';

const owner = uniqueId('rules-submitter');
const submissionId = uniqueId('rules-submission');
const submission = (uid: string) => ({
  link: 'https://example.com/v',
  status: 'pending',
  submittedBy: { uid, email: `${uid}@test.xmates.test`, displayName: null },
});

beforeAll(async () => {
  await seedDocs({ [`${COLLECTIONS.submissions}/${submissionId}`]: submission(owner) });
});

matrix([
  {
    name: "submissions/{id}: the submitter and admins read; a member's list asks for their own",
    owner,
    path: `${COLLECTIONS.submissions}/${submissionId}`,
    // My Hub's query; sent by anyone else, it asks for another member's submissions.
    list: (db) =>
      query(collection(db, COLLECTIONS.submissions), where('submittedBy.uid', '==', owner)),
    create: (uid) => ({
      path: `${COLLECTIONS.submissions}/${uniqueId('rules-new')}`,
      data: submission(uid),
    }),
    update: { status: 'approved' },
    access: { get: only('owner', 'admin'), list: only('owner', 'admin'), ...NO_WRITES },
    otherLists: [
      {
        name: 'without the submitter filter',
        query: (db) => collection(db, COLLECTIONS.submissions),
        access: only('admin'),
      },
    ],
  },
]);
