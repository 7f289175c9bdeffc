// Runs `load` (a function that calls import()) again when a chunk fails to download,
// waiting longer before each new attempt. Any other error is passed on at once.
export default async function loadWithRetry(load, { retries = 2, delay = 500 } = {}) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (error.name !== 'ChunkLoadError' || attempt === retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay * 2 ** attempt));
    }
  }
}
