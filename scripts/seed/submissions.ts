/**
 * Demo submissions for the admin queue and "My submissions": mostly pending, two approved
 * (they match seeded products, as an approval would have produced them) and one rejected.
 */
import { COLLECTIONS } from '@xmates/domain';
import type { SubmissionDoc, SubmissionStatus } from '@xmates/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { accountByUid } from './accounts';
import type { PlannedProduct } from './products';
import type { SeedDoc } from './write';

const HOUR = 3_600_000;

interface PendingSeed {
  uid: string;
  link: string;
  title: string;
  description: string;
  category: string | null;
  suggestedCategory?: string;
  tags: string[];
  hoursAgo: number;
}

const PENDING: readonly PendingSeed[] = [
  {
    uid: 'demo-member',
    link: 'https://www.youtube.com/watch?v=Qm3vL8xTz0A',
    title: 'Sunrise Yoga on the Pier',
    description: 'A calm morning session filmed in one take. Lovely light and no music.',
    category: 'Fitness',
    tags: ['Yoga', 'Morning', 'Natural Light'],
    hoursAgo: 3,
  },
  {
    uid: 'demo-member',
    link: 'https://vimeo.com/845120377',
    title: 'Letters from Lisbon',
    description: 'A short romantic film told through voice-over letters between two partners.',
    category: 'Romantic',
    tags: ['Storyline', 'Cinematic', 'subtitled'],
    hoursAgo: 20,
  },
  {
    uid: 'demo-nightowl',
    link: 'https://www.dailymotion.com/video/x8q2w7k',
    title: 'Midnight Drive-In Double Feature',
    description: 'Two restored shorts from the late seventies, presented back to back.',
    category: 'Vintage',
    tags: ['#throwback', 'Remastered', '8mm film', 'Classic'],
    hoursAgo: 30,
  },
  {
    uid: 'demo-velvetlens',
    link: 'https://streamable.com/k29xq1',
    title: 'Candlelight and Vinyl',
    description: 'An unhurried evening at home with a record player and a lot of candles.',
    category: 'Couples',
    tags: ['Candlelight', 'Date Night', 'Real Couple'],
    hoursAgo: 44,
  },
  {
    uid: 'demo-popcornpilot',
    link: 'https://www.youtube.com/watch?v=Zr81kPq2LwE',
    title: 'Behind the Mask: A Cosplay Weekend',
    description: 'Three days at a convention, from costume fittings to the final show.',
    category: null,
    suggestedCategory: 'Convention',
    tags: ['Costume', 'Behind the Scenes', 'vlog'],
    hoursAgo: 52,
  },
  {
    uid: 'demo-indigodreamer',
    link: 'https://vimeo.com/903377215',
    title: 'Hot Springs Retreat',
    description: 'A slow, relaxing spa film shot in the mountains during the first snow.',
    category: 'Massage',
    tags: ['Spa', 'Mountains', 'ambient sound', 'ASMR'],
    hoursAgo: 70,
  },
  {
    uid: 'demo-sunnysideup',
    link: 'https://youtu.be/bT4nW0c9yHs',
    title: 'Beach Cabin Diaries, Day 1',
    description: 'The first episode of a holiday vlog series by a couple on the coast.',
    category: 'Amateur',
    tags: ['Beach', 'vlog', 'Real Couple', 'Sunset', '4k'],
    hoursAgo: 96,
  },
  {
    uid: 'demo-reelseeker',
    link: 'https://rumble.com/v5h2k9a-interview.html',
    title: 'The Editors: An Interview',
    description: 'Two film editors talk about cutting intimate scenes with care and consent.',
    category: 'Documentary',
    tags: ['Interview', 'Behind the Scenes'],
    hoursAgo: 120,
  },
];

function submission(
  uid: string,
  fields: Omit<SubmissionDoc, 'status' | 'submittedBy' | 'createdAt' | 'updatedAt'>,
  status: SubmissionStatus,
  createdMs: number,
  updatedMs: number,
): SubmissionDoc<Timestamp> {
  const who = accountByUid(uid);
  return {
    ...fields,
    status,
    submittedBy: { uid, email: who.email, displayName: who.displayName },
    createdAt: Timestamp.fromMillis(createdMs),
    updatedAt: Timestamp.fromMillis(updatedMs),
  };
}

export function submissionDocs(nowMs: number, products: readonly PlannedProduct[]): SeedDoc[] {
  const docs: SeedDoc[] = PENDING.map((p, i) => ({
    path: `${COLLECTIONS.submissions}/demo-sub-${String(i + 1).padStart(2, '0')}`,
    data: submission(
      p.uid,
      {
        link: p.link,
        category: p.category,
        suggestedCategory: p.suggestedCategory ?? null,
        tags: p.tags,
        title: p.title,
        description: p.description,
      },
      'pending',
      nowMs - p.hoursAgo * HOUR,
      nowMs - p.hoursAgo * HOUR,
    ),
  }));

  // Approved: the submissions behind two seeded products, a day before they went live.
  const approvedFrom = products.filter((p) => p.input.owner?.uid === 'demo-member').slice(0, 2);
  approvedFrom.forEach(({ input }, i) => {
    const fields = {
      link: input.link,
      category: input.categories[0] ?? null,
      suggestedCategory: null,
      tags: [...input.tags],
      title: input.title,
      description: input.description,
    };
    docs.push({
      path: `${COLLECTIONS.submissions}/demo-sub-approved-${i + 1}`,
      data: submission(
        'demo-member',
        fields,
        'approved',
        input.createdAtMs - 24 * HOUR,
        input.createdAtMs,
      ),
    });
  });

  docs.push({
    path: `${COLLECTIONS.submissions}/demo-sub-rejected-1`,
    data: submission(
      'demo-nightowl',
      {
        link: 'https://example.com/gallery/summer',
        category: 'Outdoor',
        suggestedCategory: null,
        tags: ['Beach'],
        title: 'Summer photo gallery',
        description: 'A photo gallery rather than a video, so it does not fit the site.',
      },
      'rejected',
      nowMs - 9 * 24 * HOUR,
      nowMs - 8 * 24 * HOUR,
    ),
  });
  return docs;
}
