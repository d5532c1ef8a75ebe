/**
 * The index entries Firestore (Standard edition) keeps for one document, computed from an
 * index configuration in the shape of firestore.indexes.json. Production refuses a document
 * with more than 40,000 entries and every write rewrites the entries whose values change; the
 * emulator checks neither, so unit tests hold documents to budgets with this model.
 *
 * Automatic single-field indexes (collection scope):
 * - a field that is neither an array nor a map: one ascending and one descending entry;
 * - a map: ascending and descending entries for the whole value, then its subfields, recursively;
 * - an array: ascending and descending entries for the whole value, and one array-contains
 *   entry per distinct element.
 * A field override replaces those indexes for its field path and everything below it; an
 * override with no indexes exempts the field.
 * Composite indexes: a document is in an index only when it has every field the index names;
 * an index with an array-contains field holds one entry per distinct element, others one.
 */

export interface IndexFieldConfig {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}

export interface IndexConfig {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexFieldConfig[] }[];
  fieldOverrides?: {
    collectionGroup: string;
    fieldPath: string;
    /** Firestore deletes a document once this field's time has passed (a TTL policy). */
    ttl?: boolean;
    indexes: { order?: string; arrayConfig?: string; queryScope: string }[];
  }[];
}

type Doc = Readonly<Record<string, unknown>>;

const isMap = (value: unknown): value is Doc =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** A stable text for a value, so equal values give equal entries before and after a write. */
function valueKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  if (isMap(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${valueKey(value[k])}`).join(',')}}`;
  }
  if (value instanceof Date) return `date:${value.getTime()}`;
  if (typeof value === 'object' && value !== null)
    return `${value.constructor.name}:${JSON.stringify(value)}`;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}

const distinct = (values: readonly unknown[]) => [...new Set(values.map(valueKey))];

function fieldAt(doc: object, path: string): { found: boolean; value: unknown } {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (!isMap(current) || !(part in current)) return { found: false, value: undefined };
    current = current[part];
  }
  return { found: true, value: current };
}

/** The override in force for a field path: its own, else the nearest parent's. */
function overrideFor(config: IndexConfig, collection: string, path: string) {
  const overrides = (config.fieldOverrides ?? []).filter((o) => o.collectionGroup === collection);
  let best: (typeof overrides)[number] | undefined;
  for (const o of overrides) {
    const applies = path === o.fieldPath || path.startsWith(`${o.fieldPath}.`);
    if (applies && (!best || o.fieldPath.length > best.fieldPath.length)) best = o;
  }
  return best;
}

function singleFieldEntries(
  config: IndexConfig,
  collection: string,
  path: string,
  value: unknown,
  out: string[],
): void {
  const override = overrideFor(config, collection, path);
  const modes = override
    ? override.indexes
        .filter((i) => i.queryScope === 'COLLECTION')
        .map((i) => i.order ?? i.arrayConfig ?? '')
    : Array.isArray(value)
      ? ['ASCENDING', 'DESCENDING', 'CONTAINS']
      : ['ASCENDING', 'DESCENDING'];
  for (const mode of modes) {
    if (mode === 'CONTAINS') {
      if (Array.isArray(value)) {
        for (const element of distinct(value)) out.push(`${path}|${mode}|${element}`);
      }
    } else {
      out.push(`${path}|${mode}|${valueKey(value)}`);
    }
  }
  if (isMap(value)) {
    for (const [key, sub] of Object.entries(value)) {
      singleFieldEntries(config, collection, `${path}.${key}`, sub, out);
    }
  }
}

function compositeEntries(config: IndexConfig, collection: string, doc: object, out: string[]) {
  const indexes = config.indexes.filter(
    (i) => i.collectionGroup === collection && i.queryScope === 'COLLECTION',
  );
  indexes.forEach((index, n) => {
    const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
    const values = fields.map((f) => fieldAt(doc, f.fieldPath));
    if (values.some((v) => !v.found)) return;
    let tuples: string[] = [''];
    fields.forEach((field, i) => {
      const { value } = values[i] ?? { value: undefined };
      const parts =
        field.arrayConfig === 'CONTAINS'
          ? Array.isArray(value)
            ? distinct(value)
            : []
          : [valueKey(value)];
      tuples = tuples.flatMap((t) => parts.map((p) => `${t}|${p}`));
    });
    for (const tuple of tuples) out.push(`#${n}${tuple}`);
  });
}

/** Every index entry of `doc` in `collection`, one string per entry. */
export function indexEntries(config: IndexConfig, collection: string, doc: object): string[] {
  const out: string[] = [];
  for (const [field, value] of Object.entries(doc)) {
    singleFieldEntries(config, collection, field, value, out);
  }
  compositeEntries(config, collection, doc, out);
  return out;
}

/**
 * How many entries a write rewrites: an entry whose value changes is removed and written anew,
 * so this is the larger of the entries the write removes and the entries it adds.
 */
export function rewrittenEntries(
  config: IndexConfig,
  collection: string,
  before: object,
  after: object,
): number {
  const old = new Set(indexEntries(config, collection, before));
  const now = new Set(indexEntries(config, collection, after));
  const removed = [...old].filter((e) => !now.has(e)).length;
  const added = [...now].filter((e) => !old.has(e)).length;
  return Math.max(removed, added);
}
