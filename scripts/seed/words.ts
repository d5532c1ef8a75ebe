/** Titles and descriptions assembled from the fragments in data.ts. */
import type { CategorySeed } from './data';
import {
  DESCRIPTION_CLOSERS,
  DESCRIPTION_MIDDLES,
  TITLE_ADJECTIVES,
  TITLE_SETTINGS,
  TITLE_SUBTITLES,
  TITLE_SUFFIXES,
} from './data';
import type { Rng } from './random';

export function makeTitle(rng: Rng, category: CategorySeed): string {
  const subject = rng.pick(category.subjects);
  const adjective = rng.pick(TITLE_ADJECTIVES);
  const setting = rng.pick(TITLE_SETTINGS);
  // Several shapes, so the feed does not look machine-made at a glance.
  const shapes = [
    `${adjective} ${subject}`,
    `${subject} ${setting}`,
    `${adjective} ${subject} ${setting}`,
    `The ${adjective} ${subject}`,
    `${subject}: ${rng.pick(TITLE_SUBTITLES)}`,
  ];
  let title = rng.pick(shapes);
  if (rng.chance(0.2)) title = `${title} ${rng.pick(TITLE_SUFFIXES)}`;
  return title;
}

export function makeDescription(rng: Rng, category: CategorySeed): string {
  const middles = rng.shuffle(DESCRIPTION_MIDDLES).slice(0, rng.int(1, 2));
  const parts = [rng.pick(category.intros), ...middles, rng.pick(DESCRIPTION_CLOSERS)];
  return parts.filter(Boolean).join(' ');
}
