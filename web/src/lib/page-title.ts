// The tab's title and icon, and <html>'s discreet class: the page's own title (usePageHead), or,
// while discreet browsing is on, the neutral title and icon and the class the thumbnails' blur
// hangs on. The one place the SPA sets the title, so that no page name or count reaches it
// while discreet browsing is on. The served HTML's inline script dresses the page the same way
// before the first paint (web/build/discreet-script.ts).
import { DISCREET_CLASS, DISCREET_TITLE, NEUTRAL_ICON, SITE_ICON } from '@xmates/domain';
import { followOtherTabs, useDiscreetStore } from '@/stores/discreet-store';

/** The shown page's own title, once a page has named it. */
let ownTitle: string | null = null;

function dress(discreet: boolean): void {
  document.documentElement.classList.toggle(DISCREET_CLASS, discreet);
  document
    .querySelector<HTMLLinkElement>('link[rel="icon"]')
    ?.setAttribute('href', discreet ? NEUTRAL_ICON : SITE_ICON);
  const title = discreet ? DISCREET_TITLE : ownTitle;
  if (title !== null) document.title = title;
}

/** Shows the page's own title, unless discreet browsing is on. */
export function showPageTitle(title: string): void {
  ownTitle = title;
  dress(useDiscreetStore.getState().on);
}

/**
 * Dresses the document after discreet browsing now and whenever it changes, here or in another
 * tab (start.tsx); returns the function that stops.
 */
export function startDiscreetDress(): () => void {
  dress(useDiscreetStore.getState().on);
  const unsubscribe = useDiscreetStore.subscribe(({ on }) => dress(on));
  const unfollow = followOtherTabs();
  return () => {
    unsubscribe();
    unfollow();
  };
}
