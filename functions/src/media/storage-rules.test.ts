// storage.rules, read from the repository: no Storage emulator runs offline, so the grants are
// computed from the file. Media may be fetched one object at a time (`get`) and never listed:
// `read` is `get` plus `list`, and a list of media/ would enumerate every member's uploads.
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
        condition: (condition ?? 'true').trim(),
      });
    } else open.push(path ?? '');
  }
  return grants;
}

const rules = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
const granted = grantsOf(rules).filter((g) => g.condition !== 'false');

describe('storage.rules', () => {
  it('lets anyone get a media file', () => {
    expect(granted).toEqual([
      { path: '/b/{bucket}/o/media/{allPaths=**}', methods: ['get'], condition: 'true' },
    ]);
  });

  it('never grants read or list, anywhere', () => {
    for (const grant of granted) {
      expect(grant.methods, grant.path).not.toContain('read');
      expect(grant.methods, grant.path).not.toContain('list');
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
});
