// The paste button: reads the clipboard and accepts only an http(s) link; each way it can fail
// has its own warning (spec: clipboard unavailable, empty, not a URL, read failure).
import { isHttpUrl } from '@xmates/domain';

export const PASTE_WARNINGS = {
  unavailable: 'Clipboard is not available here. Paste the link into the box instead.',
  empty: 'Your clipboard is empty. Copy the video link first.',
  notUrl: "That doesn't look like a URL.",
  failed: 'Could not read the clipboard. Allow clipboard access, or paste the link yourself.',
} as const;

export type PasteResult = { ok: true; link: string } | { ok: false; warning: string };

type ClipboardReader = Pick<Clipboard, 'readText'> | undefined;

export async function readClipboardLink(clipboard: ClipboardReader): Promise<PasteResult> {
  if (!clipboard || typeof clipboard.readText !== 'function') {
    return { ok: false, warning: PASTE_WARNINGS.unavailable };
  }
  let text: string;
  try {
    text = (await clipboard.readText()).trim();
  } catch {
    return { ok: false, warning: PASTE_WARNINGS.failed };
  }
  if (!text) return { ok: false, warning: PASTE_WARNINGS.empty };
  if (!isHttpUrl(text)) return { ok: false, warning: PASTE_WARNINGS.notUrl };
  return { ok: true, link: text };
}
