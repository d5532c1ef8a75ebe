// Every query shape the feed builds must have a composite index: the emulator does not
// enforce indexes, production does.
import { describe, expect, it } from 'vitest';
import indexes from '../../firestore.indexes.json';
import { SORTS } from './constants';
import { feedQueryShape } from './feed';

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

describe('firestore.indexes.json', () => {
  const declared = indexes.indexes
    .filter((i) => i.collectionGroup === 'products')
    .map((i) => JSON.stringify(i.fields));

  for (const sort of SORTS) {
    for (const filtered of [false, true]) {
      it(`has the index for sort ${sort}${filtered ? ' with filters' : ''}`, () => {
        const shape = feedQueryShape({
          categories: filtered ? ['Vintage'] : [],
          tags: filtered ? ['hd', '4k'] : [],
          tagMode: 'all',
          sort,
        });
        expect(declared).toContain(JSON.stringify(describeShape(shape)));
      });
    }
  }
});
