// The information pages (about, terms, privacy, parental controls, FAQ, data deletion) at
// phone and desktop widths, whole pages. Run inside the emulator suite on its own:
//   npm run with-emulators -- npx tsx scripts/screenshots/info-pages.ts
// or through all.ts.
import { INFO_PAGE_KEYS, PUBLIC_PAGES } from '@xmates/domain';
import { runsAlone, takeShots, type Shot } from './take-shots';

const SHOTS: Shot[] = INFO_PAGE_KEYS.map((key) => {
  const page = PUBLIC_PAGES[key];
  return {
    name: `info-${page.path.slice(1)}`,
    path: page.path,
    ready: (p) => p.getByRole('heading', { level: 1, name: page.name }).waitFor(),
  };
});

export async function takeInfoPageShots(): Promise<void> {
  await takeShots(SHOTS);
}

if (runsAlone(import.meta.url)) await takeInfoPageShots();
