/**
 * Imported first by mocks/serviceWorker.ts: a service worker has no localStorage, and msw's cookie
 * store insists that one exists outside node (it only keeps the cookies of mocked answers there).
 * An in-memory one stands in for it, for as long as the worker runs.
 */
class MemoryStorage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

const scope = globalThis as { localStorage?: unknown };
if (typeof scope.localStorage === 'undefined') scope.localStorage = new MemoryStorage();
