import { describe, expect, it } from 'vitest';
import { PASTE_WARNINGS, readClipboardLink } from './clipboard-link';

const holding = (text: string) => ({ readText: () => Promise.resolve(text) });

describe('readClipboardLink', () => {
  it('accepts an http(s) link, trimmed', async () => {
    expect(await readClipboardLink(holding('  https://vimeo.com/1234 \n'))).toEqual({
      ok: true,
      link: 'https://vimeo.com/1234',
    });
  });

  it('warns for each way pasting can fail', async () => {
    expect(await readClipboardLink(undefined)).toEqual({
      ok: false,
      warning: PASTE_WARNINGS.unavailable,
    });
    expect(await readClipboardLink(holding('   '))).toEqual({
      ok: false,
      warning: PASTE_WARNINGS.empty,
    });
    expect(await readClipboardLink(holding('just some words'))).toEqual({
      ok: false,
      warning: "That doesn't look like a URL.",
    });
    expect(await readClipboardLink(holding('javascript:alert(1)'))).toEqual({
      ok: false,
      warning: PASTE_WARNINGS.notUrl,
    });
    const denied = {
      readText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    };
    expect(await readClipboardLink(denied)).toEqual({ ok: false, warning: PASTE_WARNINGS.failed });
  });
});
