// The startup code runs as two tasks instead of one long one: React's own chunk first, then
// the app (start.tsx). Between them the browser paints and answers input, which a slow phone
// otherwise waits for during one long evaluation (Total Blocking Time). The HTML preloads both
// chunks (build/write-pages.ts), so they download together and only their evaluation waits.
void import('react-dom/client').then(() => import('./start'));
