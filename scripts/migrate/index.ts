/**
 * Brings stored data to the current design, running the steps of steps.ts in their order:
 *   npm run migrate                                  dry run: prints what each step would change
 *   npm run migrate -- --apply                       writes the changes
 *   npm run migrate -- --only <step> [--apply]       one step alone (products, name-claims, ...)
 * Each step prints a line per document it changes (or would change) and its summary; a second
 * run changes nothing. A step that fails stops the run: the steps before it have written their
 * changes (with --apply), the ones after it have not run, and running again is safe.
 * Against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set, else against the project
 * of the application default credentials (GCLOUD_PROJECT). Exit codes: 0 done, 1 failure,
 * 2 bad usage.
 */
import { badUsage, openFirestore, readOptions, type MigrationContext } from '../lib/migration';
import { STEPS, type MigrationStep } from './steps';

const NAME = 'migrate';
const USAGE =
  'Usage: npm run migrate [-- [--apply] [--only <step>]]\n' +
  `Steps, in order: ${STEPS.map((step) => step.name).join(', ')}`;

/** Runs one step between its heading and its summary; a failure names the step. */
async function runStep(step: MigrationStep, context: MigrationContext): Promise<void> {
  console.log(`step ${STEPS.indexOf(step) + 1}/${STEPS.length} ${step.name}: ${step.description}`);
  const summary = await step.run(context).catch((error: unknown) => {
    throw new Error(`step ${step.name} failed`, { cause: error });
  });
  console.log(`${step.name}: ${summary}`);
}

async function main(): Promise<void> {
  const { apply, values } = readOptions(NAME, USAGE, ['only']);
  const steps = values.only === undefined ? STEPS : STEPS.filter((s) => s.name === values.only);
  if (steps.length === 0) badUsage(NAME, `unknown step '${values.only ?? ''}'`, USAGE);
  const context: MigrationContext = {
    db: openFirestore(NAME, apply),
    apply,
    log: (line) => {
      console.log(line);
    },
  };
  for (const step of steps) await runStep(step, context);
  console.log(
    `${NAME}: ${steps.length} ${steps.length === 1 ? 'step' : 'steps'} run.` +
      (apply ? '' : ' Dry run: nothing was written; add --apply to write.'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`${NAME}: failed:`, error);
    process.exit(1);
  },
);
