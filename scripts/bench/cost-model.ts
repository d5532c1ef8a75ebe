/**
 * The cost model's tables as Markdown (docs/performance.md#cost-model): the worst read-
 * equivalents of one visitor's request to every public route, what a flood at the visitors'
 * ceilings costs a day, the instance ceilings' price, and the client-side lists of
 * firestore.rules with their caps. Computed by functions/src/cost-model.ts from the
 * repository's constants; no emulator, nothing is measured.
 * Run: npx tsx scripts/bench/cost-model.ts
 */
import { readFileSync } from 'node:fs';
import {
  CATALOGUE_SIZE,
  PRICES,
  WRITE_IN_READS,
  instanceCosts,
  maxClientListReads,
  maxDollarsPerDay,
  memberDays,
  routeCosts,
  rulesLists,
  siteDay,
} from '@xmates/functions/cost-model';

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const usd = (value: number) =>
  `US$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function table(head: string[], rows: (string | number)[][]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

const costs = routeCosts();
console.log(
  `Catalogue ${n(CATALOGUE_SIZE)} products; Firestore ${usd(PRICES.firestoreReadUsd * 100_000)} ` +
    `per 100,000 reads, a write = ${WRITE_IN_READS} reads (prices of ${PRICES.checked}).\n`,
);
console.log(
  table(
    [
      'route',
      'worst reads per request (formula)',
      'worst',
      'budget',
      'per address',
      'per member',
      "visitors' ceiling / min",
      'worst reads / day',
      'US$ / day',
      'declared max',
    ],
    costs.map((c) => [
      `\`${c.row.route}\`${c.row.variant ? ` (${c.row.variant})` : ''}`,
      c.formula + (c.row.other ? `; plus ${c.row.other}` : ''),
      n(c.readsPerRequest),
      `\`${c.row.budget}\``,
      c.flood.perIp,
      c.flood.perUser,
      `${n(c.flood.ceilingPerMinute)} (${n(c.flood.admittedPerMinute)} admitted)`,
      n(c.readsPerDay),
      usd(c.dollarsPerDay),
      n(c.row.maxReadsPerRequest),
    ]),
  ),
);

const day = siteDay();
console.log('\nThe whole site, each budget at its ceiling (its costliest route):\n');
console.log(
  table(
    ['budget', 'route', 'worst reads / day', 'US$ / day', 'US$ / day per call a minute'],
    [...day.budgets]
      .sort((a, b) => b.route.dollarsPerDay - a.route.dollarsPerDay)
      .map((b) => [
        `\`${b.budget}\``,
        `\`${b.route.row.route}\`${b.route.row.variant ? ` (${b.route.row.variant})` : ''}`,
        n(b.route.readsPerDay),
        usd(b.route.dollarsPerDay),
        usd(b.route.readsPerAdmittedCall * 24 * 60 * PRICES.firestoreReadUsd),
      ])
      .concat([
        ['**Firestore**', '', n(day.firestoreReadsPerDay), usd(day.firestoreDollarsPerDay), ''],
      ]),
  ),
);

console.log('\nInstance ceilings (config.instances), every instance busy all day:\n');
console.log(
  table(
    [
      'function',
      'max instances',
      'concurrency',
      'vCPU',
      'memory',
      'instance-seconds / day',
      'US$ / day',
    ],
    instanceCosts()
      .map((i) => [
        `\`${i.fn}\``,
        i.maxInstances,
        i.concurrency,
        i.vcpu,
        `${i.memoryGiB * 1024} MiB`,
        n(i.instanceSecondsPerDay),
        usd(i.dollarsPerDay),
      ])
      .concat([['**instances**', '', '', '', '', '', usd(day.instanceDollarsPerDay)]]),
  ),
);

console.log(
  `\n**Whole site, worst day under a flood: ${usd(day.dollarsPerDay)}** ` +
    `(declared maximum ${usd(maxDollarsPerDay)}).\n`,
);

const members = memberDays();
console.log(
  'One verified member calling at their own windows’ pace all day (members meet no ceiling):\n',
);
console.log(
  table(
    ['budget', 'costliest route', 'calls / min', 'worst reads / day', 'US$ / day'],
    members.map((m) => [
      `\`${m.budget}\``,
      `\`${m.route.route}\`${m.route.variant ? ` (${m.route.variant})` : ''}`,
      n(m.perMinute),
      n(m.readsPerDay),
      usd(m.dollarsPerDay),
    ]),
  ),
);
console.log(
  `\nOne account on every public read at once: ${usd(members.reduce((sum, m) => sum + m.dollarsPerDay, 0))} a day.\n`,
);

const lists = rulesLists(readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
console.log('Client-side lists firestore.rules allows (worst reads per call = the cap):\n');
console.log(
  table(
    ['collection', 'cap (request.query.limit)', "rules' own reads", 'worst reads per call'],
    lists.map((l) => [
      `\`${l.path}\``,
      l.cap === null ? (l.adminOnly ? 'none (admins only)' : '**none**') : n(l.cap),
      l.lookups,
      l.cap === null ? (l.adminOnly ? 'an admin’s query' : '**unbounded**') : n(l.cap + l.lookups),
    ]),
  ),
);
console.log(`\nDeclared maximum per client list: ${n(maxClientListReads)} reads.`);
