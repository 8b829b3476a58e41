/**
 * localStorage for what one signed-in user typed (recent searches): keyed by the user's id, so a second account on
 * a shared browser never sees the first one's, and wiped for every user at logout (docs/decisions/023-reliability.md).
 */
const PREFIX = "causa.private.";
/** Written by earlier versions for whoever was signed in; never read, removed at logout. */
const LEGACY_KEYS = ["causa.recentSearches"];

export function privateKey(name: string, userId: string): string {
  return `${PREFIX}${name}.${userId}`;
}

export function readPrivate(name: string, userId: string): unknown {
  try {
    const raw = localStorage.getItem(privateKey(name, userId));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writePrivate(name: string, userId: string, value: unknown): void {
  try {
    localStorage.setItem(privateKey(name, userId), JSON.stringify(value));
  } catch {
    // Private mode or full storage: the value lasts for this page only.
  }
}

/** Removes every user's private entries (logout). */
export function clearPrivateStorage(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && (key.startsWith(PREFIX) || LEGACY_KEYS.includes(key))) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
