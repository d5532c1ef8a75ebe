// Every query shape the feed builds must have a composite index: the emulator does not
// enforce indexes, production does.
import { describe, expect, it } from 'vitest';
import indexes from '../../firestore.indexes.json';
import { SORTS } from './constants';
import { feedQueryShape } from './feed';
import {
  REACTION_LISTS,
  productFeedShape,
  reactionListShape,
  threadListShape,
  type ListQueryShape,
  type ReactionList,
} from './list-queries';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}

function describeShape(shape: ReturnType<typeof feedQueryShape>): IndexField[] {
  const fields: IndexField[] = [{ fieldPath: shape.equals.field, order: 'ASCENDING' }];
  if (shape.anyOf) fields.push({ fieldPath: shape.anyOf.field, arrayConfig: 'CONTAINS' });
  for (const o of shape.orderBy) fields.push({ fieldPath: o.field, order: 'DESCENDING' });
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

const declaredFor = (collection: string) =>
  indexes.indexes
    .filter((i) => i.collectionGroup === collection && i.queryScope === 'COLLECTION')
    .map((i) => JSON.stringify(i.fields));

describe('firestore.indexes.json', () => {
  const declared = declaredFor('products');

  for (const sort of SORTS) {
    for (const filtered of [false, true]) {
      const filter = {
        categories: filtered ? ['Vintage'] : [],
        tags: filtered ? ['hd', '4k'] : [],
        tagMode: 'all' as const,
        sort,
      };
      it(`has the index for sort ${sort}${filtered ? ' with filters' : ''}`, () => {
        expect(declared).toContain(JSON.stringify(describeShape(feedQueryShape(filter))));
        const plain = productFeedShape(filter, null);
        expect(declared).toContain(JSON.stringify(describeListShape(plain)));
      });

      it(`has the index for one owner's products, sort ${sort}${filtered ? ' with filters' : ''}`, () => {
        const shape = productFeedShape(filter, 'some-uid');
        expect(declared).toContain(JSON.stringify(describeListShape(shape)));
      });
    }
  }

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
});
