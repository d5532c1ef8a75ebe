// Screenshots of search (issue 24): the header's search field opened on a phone (a field on
// desktop) with a query typed, the results page for a seeded title word, and the 18+ gate over
// a shared search link, at phone and desktop widths. Also runs alone: npm run with-emulators -- npx tsx scripts/screenshots/search.ts
import { runsAlone, takeShots, type Shot } from './take-shots';

const SHOTS: Shot[] = [
  {
    name: 'search-header',
    path: '/',
    ready: (page) => page.locator('article[data-product-id]').first().waitFor(),
    act: async (page) => {
      const button = page.getByRole('button', { name: 'Search', exact: true });
      if (await button.isVisible()) await button.click();
      await page.getByRole('searchbox', { name: 'Search videos' }).fill('midni');
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'search-results',
    path: '/search?q=midni',
    ready: (page) => page.getByText(/video links? match/).waitFor(),
  },
  {
    // A shared /search link on a first visit: the 18+ gate covers it, as on Home.
    name: 'search-gate',
    path: '/search?q=midni',
    gate: true,
    ready: (page) => page.getByRole('dialog', { name: 'Adults only' }).waitFor(),
  },
  {
    name: 'search-no-results',
    path: '/search?q=zzyzx',
    ready: (page) => page.getByText('No video link matches').waitFor(),
  },
];

export async function takeSearchShots(): Promise<void> {
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) await takeSearchShots();
