/** Header controls shown from the md breakpoint up (the mobile menu holds them below it). */
export const desktopOnly = { display: { xs: 'none', md: 'inline-flex' } } as const;
