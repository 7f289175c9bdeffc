import { ContentError, ContentErrors } from '../mdx/errors';

/** Runs `check` on every item, collecting ContentErrors instead of stopping at the first. */
export function collectErrors<T, R>(items: readonly T[], check: (item: T) => R): R[] {
  const errors: ContentError[] = [];
  const results: R[] = [];
  for (const item of items) {
    try {
      results.push(check(item));
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else if (error instanceof ContentErrors) errors.push(...error.errors);
      else throw error;
    }
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  return results;
}
