/** A filter select whose empty choice ('All …') shows, with its label above it. */
export const EMPTY_SELECT = {
  inputLabel: { shrink: true },
  select: { displayEmpty: true },
} as const;
