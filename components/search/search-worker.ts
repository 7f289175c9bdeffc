/** The dialog's search worker (search.worker.ts), which Next bundles as a module worker. */
export function createSearchWorker(): Worker {
  return new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
}
