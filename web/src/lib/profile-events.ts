// A member's name or photo changed: the session user follows, and the spec's window events
// (displayNameUpdated, avatarUpdated) tell whoever listens outside React.
import { useSessionStore } from '@/stores/session-store';

/** The display name kept in localStorage (spec: "Stored locally", user_display_name). */
export const DISPLAY_NAME_KEY = 'user_display_name';
export const DISPLAY_NAME_EVENT = 'displayNameUpdated';
export const AVATAR_EVENT = 'avatarUpdated';

export function rememberDisplayName(name: string | null | undefined): void {
  try {
    if (name?.trim()) localStorage.setItem(DISPLAY_NAME_KEY, name.trim());
    else localStorage.removeItem(DISPLAY_NAME_KEY);
  } catch {
    /* storage may be unavailable (private mode); nothing depends on it */
  }
}

/** A pushed name is used only when it is not blank after trimming. */
export function announceDisplayName(displayName: string): void {
  const name = displayName.trim();
  if (!name) return;
  const { user, setSignedIn } = useSessionStore.getState();
  if (user) setSignedIn({ ...user, displayName: name });
  rememberDisplayName(name);
  window.dispatchEvent(new CustomEvent(DISPLAY_NAME_EVENT, { detail: { displayName: name } }));
}

export function announceAvatar(photoURL: string): void {
  const { user, setSignedIn } = useSessionStore.getState();
  if (user) setSignedIn({ ...user, photoURL });
  window.dispatchEvent(new CustomEvent(AVATAR_EVENT, { detail: { photoURL } }));
}
