// storage.rules, read from the repository: no Storage emulator runs offline, so the grants are
// computed from the file. Media may be fetched one object at a time (`get`) and never listed:
// `read` is `get` plus `list`, and a list of media/ would enumerate every member's uploads.
// The conditions are evaluated here for each kind of caller, as Cloud Storage would: every
// match whose path fits the object counts, and their grants add up.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Grant {
  /** The nested match paths joined, e.g. /b/{bucket}/o/media/{allPaths=**}. */
  path: string;
  methods: string[];
  condition: string;
}

/** Every `allow` statement with the path it sits under and its condition ('true' if none). */
function grantsOf(rules: string): Grant[] {
  const text = rules.replace(/\/\/.*$/gm, '');
  const open: string[] = [];
  const grants: Grant[] = [];
  const tokens =
    /service\s+[\w.]+\s*\{|match\s+(\S+)\s*\{|allow\s+([\w\s,]+?)\s*(?::\s*if\s+([^;]+))?;|\}/g;
  for (const [token, path, methods, condition] of text.matchAll(tokens)) {
    if (token === '}') open.pop();
    else if (methods) {
      grants.push({
        path: open.join(''),
        methods: methods.split(',').map((m) => m.trim()),
        condition: (condition ?? 'true').replace(/\s+/g, ' ').trim(),
      });
    } else open.push(path ?? '');
  }
  return grants;
}

/** The path variables a match path binds for an object path, or null when it does not fit. */
function bindings(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const bound: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const rest = /^\{(\w+)=\*\*\}$/.exec(segment);
    if (rest) {
      bound[rest[1] ?? ''] = have.slice(i).join('/');
      return bound;
    }
    const value = have[i];
    if (value === undefined) return null;
    const variable = /^\{(\w+)\}$/.exec(segment);
    if (variable) bound[variable[1] ?? ''] = value;
    else if (segment !== value) return null;
  }
  return want.length === have.length ? bound : null;
}

/** A rules value; `error` is what reading a field that is not there gives. */
type Value = string | boolean | null | { [key: string]: Value } | typeof error;
const error = Symbol('error');

/**
 * Evaluates the conditions storage.rules uses: paths into `request` and bound variables,
 * string, boolean and null literals, == and !=, && and || (an error on one side gives way to
 * a decisive other side, as in the rules language), and parentheses.
 */
function evaluate(condition: string, scope: Record<string, Value>): Value {
  const tokens = condition.match(/'[^']*'|==|!=|&&|\|\||[()]|[\w.]+/g) ?? [];
  let at = 0;
  const next = () => tokens[at++] ?? '';
  const read = (name: string): Value =>
    name.split('.').reduce<Value>((value, key) => {
      if (value === null || typeof value !== 'object') return error;
      return key in value ? (value[key] ?? null) : error;
    }, scope);
  function primary(): Value {
    const token = next();
    if (token === '(') {
      const value = or();
      next();
      return value;
    }
    if (token.startsWith("'")) return token.slice(1, -1);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    return read(token);
  }
  function comparison(): Value {
    const left = primary();
    const op = tokens[at];
    if (op !== '==' && op !== '!=') return left;
    next();
    const right = primary();
    if (left === error || right === error) return error;
    return (left === right) === (op === '==');
  }
  function and(): Value {
    let value = comparison();
    while (tokens[at] === '&&') {
      next();
      const right = comparison();
      if (value === false || right === false) value = false;
      else value = value === error || right === error ? error : true;
    }
    return value;
  }
  function or(): Value {
    let value = and();
    while (tokens[at] === '||') {
      next();
      const right = and();
      if (value === true || right === true) value = true;
      else value = value === error || right === error ? error : false;
    }
    return value;
  }
  return or();
}

const rules = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
const grants = grantsOf(rules);
const granted = grants.filter((g) => g.condition !== 'false');

/** Whether `method` on the object named `object` is allowed to a caller with this auth. */
function allowed(method: string, object: string, auth: Value): boolean {
  return grants.some((grant) => {
    if (!grant.methods.includes(method)) return false;
    const bound = bindings(grant.path, `/b/demo-bucket/o/${object}`);
    return bound !== null && evaluate(grant.condition, { ...bound, request: { auth } }) === true;
  });
}

const CALLERS: Record<string, Value> = {
  visitor: null,
  member: { uid: 'm', token: { email_verified: true } },
  'age-verified member': { uid: 'v', token: { email_verified: true, age: 'verified' } },
  admin: { uid: 'a', token: { admin: true } },
};
const everyone = (value: boolean) =>
  Object.fromEntries(Object.keys(CALLERS).map((caller) => [caller, value]));
const getBy = (object: string) =>
  Object.fromEntries(
    Object.entries(CALLERS).map(([caller, auth]) => [caller, allowed('get', object, auth)]),
  );

describe('storage.rules', () => {
  it('lets anyone get a public media file, directly under media/ or in a folder', () => {
    expect(getBy('media/uploads/u/img_1/320.webp')).toEqual(everyone(true));
    expect(getBy('media/seed/demo-p001/1-320.webp')).toEqual(everyone(true));
    expect(getBy('media/x.webp')).toEqual(everyone(true));
  });

  it('gives adults-only files (media/adult/) to age-verified members only, admins too', () => {
    for (const object of ['media/adult/uploads/u/img_1/320.webp', 'media/adult/x.webp']) {
      expect(getBy(object), object).toEqual({
        visitor: false,
        member: false,
        'age-verified member': true,
        admin: false,
      });
    }
    const verifiedAdmin = { uid: 'a', token: { admin: true, age: 'verified' } };
    expect(allowed('get', 'media/adult/x.webp', verifiedAdmin)).toBe(true);
    const unverifiedAge = { uid: 'm', token: { email_verified: true, age: 'pending' } };
    expect(allowed('get', 'media/adult/x.webp', unverifiedAge)).toBe(false);
  });

  it('gives nothing outside media/', () => {
    expect(getBy('other/x.webp')).toEqual(everyone(false));
    expect(getBy('mediax/x.webp')).toEqual(everyone(false));
  });

  it('never grants read or list, anywhere', () => {
    for (const grant of granted) {
      expect(grant.methods, grant.path).not.toContain('read');
      expect(grant.methods, grant.path).not.toContain('list');
    }
    for (const auth of Object.values(CALLERS)) {
      expect(allowed('list', 'media/adult/uploads/u', auth)).toBe(false);
      expect(allowed('list', 'media/uploads/u', auth)).toBe(false);
    }
  });

  it('refuses every client write (uploads go through the API)', () => {
    const writes = ['write', 'create', 'update', 'delete'];
    for (const grant of granted) {
      expect(
        grant.methods.filter((m) => writes.includes(m)),
        grant.path,
      ).toEqual([]);
    }
  });

  it('reads the grants a rules file states', () => {
    const listed = `service firebase.storage {
      match /b/{bucket}/o {
        match /media/{path=**} {
          allow read: if true; // get and list
        }
        match /other/{id} { allow list, get; allow write: if false; }
      }
    }`;
    expect(grantsOf(listed)).toEqual([
      { path: '/b/{bucket}/o/media/{path=**}', methods: ['read'], condition: 'true' },
      { path: '/b/{bucket}/o/other/{id}', methods: ['list', 'get'], condition: 'true' },
      { path: '/b/{bucket}/o/other/{id}', methods: ['write'], condition: 'false' },
    ]);
  });

  it('evaluates conditions as the rules language does', () => {
    const scope = { folder: 'adult', request: { auth: null } };
    expect(evaluate("folder != 'adult'", scope)).toBe(false);
    expect(evaluate("folder == 'adult' && true", scope)).toBe(true);
    expect(evaluate('request.auth != null', scope)).toBe(false);
    expect(evaluate("request.auth.token.age == 'verified'", scope)).toBe(error);
    expect(evaluate("request.auth == null || request.auth.token.age == 'x'", scope)).toBe(true);
    expect(evaluate("request.auth != null && (request.auth.token.x == 'y')", scope)).toBe(false);
    expect(bindings('/media/{folder}/{rest=**}', '/media/a.webp')).toEqual({
      folder: 'a.webp',
      rest: '',
    });
    expect(bindings('/media/adult/{rest=**}', '/media/adults/a.webp')).toBeNull();
  });
});
