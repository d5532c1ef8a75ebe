// The steps of `npm run migrate`, in the order they run. A new step is a file beside this one
// exporting `(context: MigrationContext) => Promise<string>` (it changes data only when
// context.apply is true, prints each change through context.log, answers its summary, and
// changes nothing when run again), plus its entry here, at the place its data needs.
// Products come first: the site and the steps after it read products in today's shape.
// Trending comes last, after the functions are deployed: its 7-day window of likes then runs up
// to the moment it writes.
import type { MigrationContext } from '../lib/migration';
import { migrateDislikes } from './dislikes';
import { migrateLinkChecks } from './link-checks';
import { migrateNameClaims } from './name-claims';
import { migrateProducts } from './products';
import { migrateTrending } from './trending';

export interface MigrationStep {
  /** What `--only` names, and what the step's lines of output start with. */
  name: string;
  /** What the step changes, printed before it runs. */
  description: string;
  /** Runs the step (a dry run writes nothing); answers its summary. */
  run: (context: MigrationContext) => Promise<string>;
}

export const STEPS: readonly MigrationStep[] = [
  {
    name: 'products',
    description:
      'brings existing products to the current design: links to watchLinks, submitter uids to ' +
      'productOwners, tags and categories trimmed, feed keys and search tokens recomputed',
    run: migrateProducts,
  },
  {
    name: 'name-claims',
    description:
      'moves display-name claims from lower-cased keys to confusable-skeleton keys (a key ' +
      'another member holds is kept and printed)',
    run: migrateNameClaims,
  },
  {
    name: 'dislikes',
    description:
      'gives disliked reactions stored before the feed counted dislikes by key their dislikedKeys',
    run: migrateDislikes,
  },
  {
    name: 'link-checks',
    description:
      "gives the link checker's records stored before the Link health list their severity, " +
      'the field the list is ordered by',
    run: migrateLinkChecks,
  },
  {
    name: 'trending',
    description:
      'gives products stored before the trending sort their hourly like buckets and trending ' +
      'fields from the likes of the last 7 days',
    run: migrateTrending,
  },
];
