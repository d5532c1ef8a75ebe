// What the installable app's share target (web/public/manifest.webmanifest) hands to /submit:
// `url`, `text` and `title` query parameters, as the sharing app filled them. Many apps put the
// link in `text` ("Look at this https://…"), some in `title`; the link box gets the first
// http(s) URL found, in that order.
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/i;

/** Trailing punctuation of a sentence is not part of a link written in it. */
const trimSentence = (url: string) => url.replace(/[.,;:!?)\]]+$/, '');

export function sharedLink(params: URLSearchParams): string {
  for (const name of ['url', 'text', 'title']) {
    const found = URL_IN_TEXT.exec(params.get(name) ?? '');
    if (found) return trimSentence(found[0]);
  }
  return '';
}
