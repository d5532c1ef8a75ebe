// firestore.rules cannot import the domain: each list's cap is written there as a number,
// limitAtMost(N), with the constant it mirrors named in the comment at the end of its line.
// This file reads the rules as text (no emulator call) and checks that every list the rules
// allow has a cap (none is left without one: docs/security-rules.md) and that each N is its
// constant's value, so the two cannot drift apart.
import { describe, expect, it } from 'vitest';
import { LIMITS, WINDOW_MAX } from '@xmates/domain';
import { rulesSource } from './global-setup';

/** The constants a cap may mirror, by the name its comment in the rules gives. */
const CONSTANTS: Record<string, number> = {
  'LIMITS.adminPageSize': LIMITS.adminPageSize,
  'LIMITS.ownListMax': LIMITS.ownListMax,
  'LIMITS.unreadBadgeCap + 1': LIMITS.unreadBadgeCap + 1,
  WINDOW_MAX,
};

interface Allow {
  /** The match path the statement sits under, nested paths joined, without the database root. */
  match: string;
  operations: string[];
  condition: string;
  /** The comment at the end of the statement's last line. */
  comment: string;
}

const ROOT = '/databases/{database}/documents';

/** Every `allow` statement of the rules, with its match path. */
function allowStatements(source: string): Allow[] {
  const scopes: (string | null)[] = [];
  const statements: Allow[] = [];
  let pending = '';
  for (const line of source.split('\n')) {
    const cut = line.indexOf('//');
    const code = cut < 0 ? line : line.slice(0, cut);
    const comment = cut < 0 ? '' : line.slice(cut + 2).trim();
    const match = /^\s*match\s+(\S+)\s*\{\s*$/.exec(code);
    if (match) {
      scopes.push(match[1] ?? '');
      continue;
    }
    if (pending || /^\s*allow\s/.test(code)) {
      pending += ` ${code.trim()}`;
      if (!code.includes(';')) continue;
      const parsed = /^\s*allow\s+([a-z, ]+):\s*if\s+(.+);\s*$/.exec(pending);
      if (!parsed) throw new Error(`cannot read the statement: ${pending}`);
      statements.push({
        match: scopes.filter((s): s is string => s !== null && s !== ROOT).join(''),
        operations: (parsed[1] ?? '').split(',').map((op) => op.trim()),
        condition: (parsed[2] ?? '').trim(),
        comment,
      });
      pending = '';
      continue;
    }
    for (const char of code) {
      if (char === '{') scopes.push(null);
      else if (char === '}') scopes.pop();
    }
  }
  return statements;
}

const statements = allowStatements(rulesSource());
/** The statements that let someone list: list or read, on a condition other than false. */
const lists = statements.filter(
  (s) => s.condition !== 'false' && s.operations.some((op) => op === 'list' || op === 'read'),
);

describe('the list caps of firestore.rules', () => {
  it('are read from the rules', () => {
    expect(statements.length, 'allow statements found').toBeGreaterThan(20);
    expect(lists.length, 'lists found').toBeGreaterThan(0);
  });

  it('leave no list without a cap', () => {
    const uncapped = lists.filter((s) => !s.condition.includes('limitAtMost(')).map((s) => s.match);
    expect(uncapped).toEqual([]);
  });

  it("caps the feed's lists too: products and a member's reactions", () => {
    const listed = lists.map((s) => s.match);
    expect(listed).toContain('/products/{productId}');
    expect(listed).toContain('/users/{uid}/reactions/{productId}');
  });

  for (const s of lists) {
    it(`${s.match}: list asks for at most its constant, ${s.comment || '(none named)'}`, () => {
      // A read (get and list alike) would let a list through on the get's condition.
      expect(s.operations, 'list is allowed apart from get').toEqual(['list']);
      const caps = [...s.condition.matchAll(/limitAtMost\((\d+)\)/g)].map((m) => Number(m[1]));
      expect(caps, 'one limitAtMost(N) in the condition').toHaveLength(1);
      expect(Object.keys(CONSTANTS), 'the comment names a known constant').toContain(s.comment);
      expect(caps[0], `the cap equals ${s.comment}`).toBe(CONSTANTS[s.comment]);
    });
  }

  it('refuses a query without a limit in limitAtMost itself', () => {
    const body = /function limitAtMost\(max\) \{\s*return ([^;]+);/.exec(rulesSource())?.[1];
    expect(body?.replace(/\s+/g, ' ')).toBe(
      'request.query.limit != null && request.query.limit <= max',
    );
  });
});
