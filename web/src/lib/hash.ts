/** Hex SHA-256 of a string through Web Crypto; null where it is unavailable (insecure origins). */
export async function sha256Hex(text: string): Promise<string | null> {
  try {
    // Outside secure contexts (a page on plain http) crypto.subtle is missing: this throws.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}
