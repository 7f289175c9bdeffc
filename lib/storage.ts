/**
 * Local storage that never throws: private modes, disabled storage and quota errors make it
 * answer `undefined` or do nothing, so the site still renders.
 */
export const safeStorage = {
  get(key: string): string | undefined {
    try {
      return window.localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
};
