// Every query shape the code builds must have a composite index: the emulator does not
// enforce indexes, production does.
import { describe, expect, it } from 'vitest';
import indexes from '../../../firestore.indexes.json';
import { COMMENTS_BY_AUTHOR } from '../badges/awarding';
import { CLOSED_ACCOUNTS_QUERY, MEMBER_GROUP_QUERIES } from '../data-rights/queries';
import { threadListShape } from '../comments/lists';
import { COLLECTIONS } from '../core/collections';
import { byNewest, type ListQueryShape } from '../core/query-shape';
import { DEFAULT_FEED_FILTER, SORTS } from '../feed/filter';
import { feedQueryShape, ownedProductsShape, productFeedShape } from '../feed/query';
import {
  DISLIKES_OF_PRODUCT,
  REPORTED_LIST_KEYS,
  flaggedProductsShape,
  reportedItemsShape,
} from '../moderation/lists';
import { recentWordsShape } from '../moderation/member-reports';
import { REACTION_LISTS, reactionListShape, type ReactionList } from '../reactions/lists';
import { ROLL_UP_QUERIES, rollUpIndexFields } from '../reactions/roll-up';
import { notificationListShape } from '../notifications/lists';
import { searchShape } from '../search/search';
import { SUBMISSION_QUERIES } from '../submissions/documents';
import { allContactFilters, contactListShape } from '../contact/inbox';
import { DONATION_PAID_AT_FIELD, allDonationFilters, donationListShape } from '../donations/lists';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}

type Direction = 'DESCENDING' | 'ASCENDING';

/** A page runs in the shape's order, Prev and Last pages in the reversed one (limitToLast). */
function describeShape(
  shape: ReturnType<typeof feedQueryShape>,
  direction: Direction = 'DESCENDING',
): IndexField[] {
  const fields: IndexField[] = [{ fieldPath: shape.equals.field, order: 'ASCENDING' }];
  if (shape.anyOf) fields.push({ fieldPath: shape.anyOf.field, arrayConfig: 'CONTAINS' });
  for (const o of shape.orderBy) fields.push({ fieldPath: o.field, order: direction });
  return fields;
}

function describeListShape(shape: ListQueryShape): IndexField[] {
  const fields: IndexField[] = shape.equals.map((e) => ({
    fieldPath: e.field,
    order: 'ASCENDING',
  }));
  if (shape.anyOf) fields.push({ fieldPath: shape.anyOf.field, arrayConfig: 'CONTAINS' });
  for (const o of shape.orderBy) fields.push({ fieldPath: o.field, order: 'DESCENDING' });
  return fields;
}

const declaredFor = (collection: string, scope = 'COLLECTION') =>
  indexes.indexes
    .filter((i) => i.collectionGroup === collection && i.queryScope === scope)
    .map((i) => JSON.stringify(i.fields));

describe('firestore.indexes.json', () => {
  const declared = declaredFor(COLLECTIONS.products);
  /** The index of every products query the code issues: feed pages both ways. */
  const used = new Set<string>();
  for (const sort of SORTS) {
    for (const tags of [[], ['hd']]) {
      for (const direction of ['DESCENDING', 'ASCENDING'] as const) {
        const shape = feedQueryShape({ ...DEFAULT_FEED_FILTER, tags, sort });
        used.add(JSON.stringify(describeShape(shape, direction)));
      }
    }
    used.add(JSON.stringify(describeListShape(productFeedShape({ ...DEFAULT_FEED_FILTER, sort }))));
  }
  used.add(JSON.stringify(describeListShape(flaggedProductsShape())));
  used.add(JSON.stringify(describeListShape(searchShape('vint'))));

  for (const sort of SORTS) {
    for (const filtered of [false, true]) {
      const filter = {
        categories: filtered ? ['Vintage'] : [],
        tags: filtered ? ['hd', '4k'] : [],
        tagMode: 'all' as const,
        sort,
      };
      it(`has the indexes for sort ${sort}${filtered ? ' with filters' : ''}, both directions`, () => {
        for (const direction of ['DESCENDING', 'ASCENDING'] as const) {
          const fields = describeShape(feedQueryShape(filter), direction);
          expect(declared).toContain(JSON.stringify(fields));
        }
        const plain = productFeedShape(filter);
        expect(declared).toContain(JSON.stringify(describeListShape(plain)));
      });
    }
  }

  // The submitter's uid is off the public product: owner lists query productOwners.
  it("has the index for one owner's listed products, newest first, and no other", () => {
    const shape = ownedProductsShape('some-uid');
    expect(declaredFor(shape.collection)).toEqual([JSON.stringify(describeListShape(shape))]);
  });

  it('declares no products index on an owner field', () => {
    expect(declared.filter((fields) => fields.includes('owner'))).toEqual([]);
  });

  // Every index costs entries on every product (see index-budget.test.ts): none unused.
  it('declares no products index that no query uses', () => {
    expect(declared.filter((fields) => !used.has(fields))).toEqual([]);
  });

  for (const list of Object.keys(REACTION_LISTS) as ReactionList[]) {
    it(`has the index for the ${list} list`, () => {
      const shape = reactionListShape(list);
      expect(declaredFor(shape.collection)).toContain(JSON.stringify(describeListShape(shape)));
    });
  }

  for (const kind of ['comments', 'replies'] as const) {
    it(`has the index for visible ${kind}, newest first`, () => {
      const shape = threadListShape(kind);
      expect(declaredFor(shape.collection)).toContain(JSON.stringify(describeListShape(shape)));
    });
  }

  it('has the index for flagged products, the most recently reported first', () => {
    expect(declared).toContain(JSON.stringify(describeListShape(flaggedProductsShape())));
  });

  // Moderation lists every product's comments or replies at once: collection-group indexes.
  for (const kind of ['comments', 'replies'] as const) {
    for (const list of REPORTED_LIST_KEYS) {
      it(`has the collection-group index for ${list} ${kind}`, () => {
        const shape = reportedItemsShape(kind, list);
        expect(declaredFor(shape.collection, 'COLLECTION_GROUP')).toContain(
          JSON.stringify(describeListShape(shape)),
        );
      });
    }
  }

  // Reported members: each member's newest comments and replies (the uid is any value).
  for (const kind of ['comments', 'replies'] as const) {
    it(`has the collection-group index for a member's newest ${kind}`, () => {
      const shape = recentWordsShape(kind, 'uid');
      expect(declaredFor(shape.collection, 'COLLECTION_GROUP')).toContain(
        JSON.stringify(describeListShape(shape)),
      );
    });
  }

  it("has the collection-group index for a removed product's dislikes", () => {
    const fields = DISLIKES_OF_PRODUCT.equals.map((fieldPath) => ({
      fieldPath,
      order: 'ASCENDING',
    }));
    expect(declaredFor(DISLIKES_OF_PRODUCT.collection, 'COLLECTION_GROUP')).toContain(
      JSON.stringify(fields),
    );
  });

  const ascending = (fields: readonly string[]) =>
    JSON.stringify(fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })));

  it.each(rollUpIndexFields().map((fields) => [fields.join(', '), fields] as const))(
    "has the collection-group index of the roll-up's query on %s",
    (_name, fields) => {
      expect(declaredFor(ROLL_UP_QUERIES.collection, 'COLLECTION_GROUP')).toContain(
        ascending(fields),
      );
    },
  );

  // Collection-group indexes are declared only for the queries above.
  it('declares no collection-group index that no query uses', () => {
    const group = indexes.indexes.filter((i) => i.queryScope === 'COLLECTION_GROUP');
    const usedGroup = new Set([
      ...(['comments', 'replies'] as const).flatMap((kind) =>
        REPORTED_LIST_KEYS.map((list) =>
          JSON.stringify(describeListShape(reportedItemsShape(kind, list))),
        ),
      ),
      ...(['comments', 'replies'] as const).map((kind) =>
        JSON.stringify(describeListShape(recentWordsShape(kind, 'uid'))),
      ),
      ascending(DISLIKES_OF_PRODUCT.equals),
      ...rollUpIndexFields().map(ascending),
    ]);
    expect(group.filter((i) => !usedGroup.has(JSON.stringify(i.fields)))).toEqual([]);
  });

  // The admin queue filters by status, "my submissions" by submitter.
  for (const field of [SUBMISSION_QUERIES.byStatus, SUBMISSION_QUERIES.bySubmitter]) {
    it(`has the index for submissions by ${field}, newest first`, () => {
      const shape: ListQueryShape = {
        collection: COLLECTIONS.submissions,
        equals: [{ field, value: 'any' }],
        anyOf: null,
        orderBy: byNewest(SUBMISSION_QUERIES.orderBy),
      };
      expect(declaredFor(shape.collection)).toContain(JSON.stringify(describeListShape(shape)));
    });
  }

  // Production would refuse a query that needs a composite index it lacks; these need none.
  it('serves notices from single-field indexes: the list has no filter and no composite index', () => {
    const shape = notificationListShape();
    expect(shape.equals).toEqual([]);
    expect(shape.anyOf).toBeNull();
    expect(shape.orderBy.map((o) => o.field)).toEqual(['createdAt', '__name__']);
    expect(declaredFor(COLLECTIONS.notifications)).toEqual([]);
  });

  // The Donations tab and the Contact Inbox: every filter combination, newest first. The
  // unfiltered list runs on the single-field index; statistics are equality-only aggregations.
  for (const [name, shapes] of [
    ['donations', allDonationFilters().map(donationListShape)],
    ['contact messages', allContactFilters().map(contactListShape)],
  ] as const) {
    it(`has an index for every filter of the ${name} list, and none unused`, () => {
      const collection = shapes[0]?.collection ?? '';
      const needed = shapes
        .filter((s) => s.equals.length > 0 || s.anyOf)
        .map((s) => JSON.stringify(describeListShape(s)));
      const declaredHere = declaredFor(collection);
      for (const fields of needed) expect(declaredHere).toContain(fields);
      const thisMonth = JSON.stringify([
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: DONATION_PAID_AT_FIELD, order: 'ASCENDING' },
      ]);
      const used = new Set([...needed, thisMonth]);
      expect(declaredHere.filter((fields) => !used.has(fields))).toEqual([]);
    });
  }

  it("has the index for this month's paid donations (status, then paidAt from the month's start)", () => {
    expect(declaredFor(COLLECTIONS.donations)).toContain(
      JSON.stringify([
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: DONATION_PAID_AT_FIELD, order: 'ASCENDING' },
      ]),
    );
  });

  // The conversationalist badge counts a member's comments and replies across products: a
  // collection-group equality needs a single-field collection-group index (an override).
  for (const group of COMMENTS_BY_AUTHOR.groups) {
    it(`has the collection-group field index for ${group} by author`, () => {
      const override = indexes.fieldOverrides.find(
        (o) => o.collectionGroup === group && o.fieldPath === COMMENTS_BY_AUTHOR.field,
      );
      expect(override?.indexes).toContainEqual({
        order: 'ASCENDING',
        queryScope: 'COLLECTION_GROUP',
      });
    });
  }

  // Deleting a member's data finds their reports and the notices about them in every product
  // and inbox; an override replaces the field's automatic indexes, so it keeps those too.
  for (const { group, field } of Object.values(MEMBER_GROUP_QUERIES)) {
    it(`has the collection-group field index for ${group} by ${field}, and keeps the automatic ones`, () => {
      const override = indexes.fieldOverrides.find(
        (o) => o.collectionGroup === group && o.fieldPath === field,
      );
      expect(override?.indexes).toEqual([
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'DESCENDING', queryScope: 'COLLECTION' },
        { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ]);
    });
  }

  // functions/src/db/member-reports.ts (suspensionsEndedBy) and db/roll-ups-due.ts: one range
  // or order on one field each, which production serves from its automatic index unless an
  // override takes it away.
  it('keeps the automatic indexes the jobs read: suspensions by until, rollUpsDue by since', () => {
    const jobFields = [
      [COLLECTIONS.suspensions, 'until'],
      [COLLECTIONS.rollUpsDue, 'since'],
    ];
    for (const [collectionGroup, fieldPath] of jobFields) {
      const overrides = indexes.fieldOverrides.filter(
        (o) => o.collectionGroup === collectionGroup && o.fieldPath === fieldPath,
      );
      expect(overrides).toEqual([]);
    }
  });

  it('has the index for the retention job: unverified accounts created before a cutoff', () => {
    const { collection, equals, before } = CLOSED_ACCOUNTS_QUERY;
    expect(declaredFor(collection)).toEqual([
      JSON.stringify([
        { fieldPath: equals.field, order: 'ASCENDING' },
        { fieldPath: before, order: 'ASCENDING' },
      ]),
    ]);
  });
});
