// The cost model holds (docs/performance.md#cost-model): no public route's worst passes its
// declared budget, every route a visitor may call has a row, every list firestore.rules allows
// is capped, and a flood at every visitors' ceiling costs at most maxDollarsPerDay.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import {
  FUNCTION_SIZES,
  MIRRORED,
  ROUTES,
  maxClientListReads,
  maxDollarsPerDay,
  routeCosts,
  rulesLists,
  instancesOf,
  siteDay,
} from './cost-model';
import { listRoutes, type AppRoute } from './http/route-table';
import { SIGN_IN_CHECKS } from './middleware/auth';
import { createPagesApp } from './pages-app';

// index.ts makes the pages function with the built web app's shell, which is not built here.
vi.mock('./pages-app', async (importOriginal) => {
  const real = await importOriginal<typeof import('./pages-app')>();
  return { createPagesApp: (shell = '<html></html>') => real.createPagesApp(shell) };
});

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const key = (route: AppRoute) => `${route.method} ${route.path}`;
const names = (route: AppRoute) => route.handlers.map((h) => h.name);

/** Checks that refuse a caller without a token (requireDonor: the checkout's own 401). */
const REFUSING_VISITORS = [...SIGN_IN_CHECKS, 'requireDonor'];

describe('one request', () => {
  it.each(
    routeCosts().map(
      (c) => [`${c.row.route}${c.row.variant ? ` (${c.row.variant})` : ''}`, c] as const,
    ),
  )('%s: the worst stays within its budget', (_route, cost) => {
    expect(cost.readsPerRequest).toBeLessThanOrEqual(cost.row.maxReadsPerRequest);
  });

  it('has a row for every route a visitor may call that counts against a budget', () => {
    const api = listRoutes(createApp({ emulatorRoutes: false }))
      .filter((r) => !names(r).some((n) => REFUSING_VISITORS.includes(n)))
      .filter((r) => names(r).includes('rateLimited'))
      .map(key);
    // Every route of the pages function is a visitor's (it reads no caller).
    const pages = listRoutes(createPagesApp('<html></html>')).map(key);
    const modelled = new Set(ROUTES.map((r) => r.route));
    expect([...api, ...pages].filter((route) => !modelled.has(route))).toEqual([]);
    expect([...modelled].filter((route) => ![...api, ...pages].includes(route))).toEqual([]);
  });

  it.each(Object.entries(MIRRORED))('mirrors %s from its source', (_name, mirrored) => {
    const found = mirrored.pattern.exec(source(`./${mirrored.file}`))?.[1];
    expect(Number(found?.replaceAll('_', ''))).toBe(mirrored.value);
  });

  it.each(Object.entries(FUNCTION_SIZES))(
    '%s: the size the model prices is the deployed one',
    async (name, size) => {
      const fn = (await import('./index'))[name as keyof typeof FUNCTION_SIZES] as {
        __endpoint?: { availableMemoryMb?: number; cpu?: number | string };
      };
      expect(fn.__endpoint?.availableMemoryMb).toBe(size.memoryMiB);
      expect(fn.__endpoint?.cpu).toBe(size.vcpu);
    },
  );
});

describe('reading the rules', () => {
  const fixture = `service cloud.firestore {
    match /databases/{database}/documents {
      function gate() {
        let doc = /databases/$(database)/documents/siteSettings/gate;
        return !exists(doc) || get(doc).data.open == true;
      }
      function limitAtMost(max) {
        return request.query.limit != null && request.query.limit <= max;
      }
      match /capped/{id} {
        allow get: if true;
        allow list: if gate() && request.query.limit <= 25; // a comment { with a brace
      }
      match /owned/{uid} {
        allow read: if request.auth.uid == uid && request.query.limit < 101;
        match /open/{id} {
          allow read: if true;
          allow list: if request.query.limit <= 10;
        }
      }
      match /helped/{id} {
        function readable() {
          return isAdmin() || resource.data.open == true;
        }
        allow get: if readable();
        allow list: if readable() && limitAtMost(30); // WINDOW_MAX
      }
      match /admins/{id} {
        allow list: if isAdmin();
      }
      match /closed/{id} {
        allow list, write: if false;
      }
    }
  }`;

  it('finds each list, its cap, its own lookups and its admins-only lists', () => {
    expect(rulesLists(fixture)).toEqual([
      expect.objectContaining({ path: '/capped/{id}', cap: 25, lookups: 1, adminOnly: false }),
      expect.objectContaining({ path: '/owned/{uid}', cap: 100, lookups: 0 }),
      // A list two statements allow is capped only when both are.
      expect.objectContaining({ path: '/owned/{uid}/open/{id}', cap: null }),
      // A cap a function states, its parameter given by the call.
      expect.objectContaining({ path: '/helped/{id}', cap: 30, lookups: 0 }),
      expect.objectContaining({ path: '/admins/{id}', cap: null, adminOnly: true }),
    ]);
  });
});

describe('client-side lists', () => {
  const lists = rulesLists(source('../../firestore.rules'));

  it('reads the lists the rules allow', () => {
    expect(lists.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/products/{productId}', '/watchLinks/{productId}']),
    );
  });

  it.each(lists.filter((l) => !l.adminOnly).map((l) => [l.path, l] as const))(
    '%s: every query is capped by request.query.limit',
    (_path, list) => {
      expect(list.cap, list.conditions.join(' | ')).not.toBeNull();
      expect((list.cap ?? Infinity) + list.lookups).toBeLessThanOrEqual(maxClientListReads);
    },
  );
});

describe('what instances read whatever the traffic', () => {
  it("is each api instance's reading of the age mode, once a minute", () => {
    expect(siteDay().instanceReadsPerDay).toBe(instancesOf('api') * 24 * 60);
  });
});

describe('a flood at every visitors’ ceiling', () => {
  it(`costs at most US$${maxDollarsPerDay} a day`, () => {
    const day = siteDay();
    const byCost = [...day.budgets]
      .sort((a, b) => b.route.dollarsPerDay - a.route.dollarsPerDay)
      .map(
        (b) =>
          `${b.budget} (${b.route.row.route}${b.route.row.variant ? ` ${b.route.row.variant}` : ''}): US$${b.route.dollarsPerDay.toFixed(2)}`,
      );
    const instances = `instances: US$${day.instanceDollarsPerDay.toFixed(2)}`;
    expect(day.dollarsPerDay, [...byCost, instances].join('; ')).toBeLessThanOrEqual(
      maxDollarsPerDay,
    );
  });
});
