// Filter values carried to another screen in session storage (spec 01 §2, spec 02 §2: a creator
// member id opens /UserSearch with that member). The target list takes them once, on arrival.

const key = (screen: string) => `carry:${screen.replace(/^BIZ_/, '')}`;

export function carry(screen: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(key(screen), JSON.stringify(values));
  } catch {
    // storage refused: the screen opens with its defaults
  }
}

/** The values carried to this screen, removed as they are read; null when none. */
export function takeCarried(screen: string): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(key(screen));
    if (raw === null) return null;
    sessionStorage.removeItem(key(screen));
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}
