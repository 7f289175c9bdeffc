import { LOAD_ERROR_TEXT } from './site';
/** What failed to load, in the words of docs/SPEC.md section 8. */
export interface LoadFailure {
  message: string;
  name?: 'ChunkLoadError';
  code?: 'CSS_CHUNK_LOAD_FAILED';
}

const CHUNK_URL = /(?:\/_next\/static\/chunks\/)?([\w.-]+?)\.(js|css)\b/;

/**
 * Names a failed chunk load the way the site reports it: `Loading chunk N failed` (a
 * ChunkLoadError) for scripts, `Loading CSS chunk N failed` (CSS_CHUNK_LOAD_FAILED) for
 * stylesheets, and 'Error loading content.' for anything else.
 */
export function describeLoadFailure(error: unknown): LoadFailure {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  const isChunkError = /ChunkLoadError|Failed to load chunk|Loading (CSS )?chunk|CSS_CHUNK_LOAD_FAILED/i.test(
    text,
  );
  const match = CHUNK_URL.exec(text);
  if (!isChunkError || !match) return { message: LOAD_ERROR_TEXT };
  const [, id, kind] = match;
  return kind === 'css'
    ? { message: `Loading CSS chunk ${id} failed`, code: 'CSS_CHUNK_LOAD_FAILED' }
    : { message: `Loading chunk ${id} failed`, name: 'ChunkLoadError' };
}
