// Look-alike display names (Unicode TR39, "Confusable Detection"). The skeleton of a name is
// what it looks like stripped to one prototype per glyph: NFD, each character replaced by its
// prototype in Unicode's confusables.txt (shipped by the `unhomoglyph` package, 6,311
// mappings), NFD again. Two names look alike when their skeletons are equal. Here the
// skeleton is also case-insensitive (case folded before and after the mapping, so a capital I
// is an i, not the l that confusables.txt makes of it) and ignores combining marks (so "ádmin"
// or a near-invisible dot below does not make a name new).
// The table is about 100 kB, so only the API runs it (name-claims.ts): the SPA checks the
// cheap rules of display-name.ts and shows the API's refusal of a look-alike.
import confusables from 'unhomoglyph/data.json';
import { normaliseDisplayName } from './display-name';

const PROTOTYPES: Readonly<Record<string, string>> = confusables;

/** Case folding as far as JavaScript has it: 'ß' and 'ẞ' become 'ss' as well. */
const foldCase = (text: string) => text.toUpperCase().toLowerCase();

/**
 * Letter pairs that read as one letter, which confusables.txt (one character at a time) does
 * not map: 'vv' for 'w' and 'cl' for 'd'. ('rn' for 'm' needs nothing: the table gives 'm' the
 * prototype 'rn'.)
 */
const LETTER_PAIRS: readonly (readonly [RegExp, string])[] = [
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

/** The TR39 skeleton of a name, case folded, without combining marks, letter pairs as one. */
export function displayNameSkeleton(name: string): string {
  const decomposed = foldCase(normaliseDisplayName(name)).normalize('NFD');
  const mapped = Array.from(decomposed, (char) => PROTOTYPES[char] ?? char).join('');
  const skeleton = foldCase(mapped.normalize('NFD').replace(/\p{M}/gu, ''));
  return LETTER_PAIRS.reduce((text, [pair, letter]) => text.replace(pair, letter), skeleton);
}
