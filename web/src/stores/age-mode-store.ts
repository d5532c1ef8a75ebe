// The site's age assurance mode, as the API reads it from siteSettings/ageAssurance (the one
// source of the mode): fetched as the app starts (start.tsx waits for the first answer before
// the first render), from the CDN's copy (GET /api/age/mode, kept a minute). Null until then, in
// the prerendered HTML, and while it cannot be read: the SPA then shows no adults-only image or
// link and no text of either mode (fail closed; the API decides anyway), and asks again a few
// times, further apart each time.
import { create } from 'zustand';
import type { AgeAssuranceMode, AgeModeAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

interface AgeModeState {
  mode: AgeAssuranceMode | null;
}

export const useAgeModeStore = create<AgeModeState>()(() => ({ mode: null }));

/** The waits before asking again after a failed read. */
const RETRY_DELAYS_MS = [2_000, 8_000, 30_000];

async function readMode(): Promise<boolean> {
  try {
    const { mode } = await api.get<AgeModeAnswer>('/age/mode', { signedOut: true });
    useAgeModeStore.setState({ mode });
    return true;
  } catch {
    return false;
  }
}

/** Reads the mode into the store; after a failed read it stays unknown and is asked again. */
export async function loadAgeMode(): Promise<void> {
  if (await readMode()) return;
  void (async () => {
    for (const delay of RETRY_DELAYS_MS) {
      await new Promise((done) => setTimeout(done, delay));
      if (await readMode()) return;
    }
  })();
}
