import { ContentError, ContentErrors } from '../mdx/errors';

/** Adds a thrown ContentError, or each of thrown ContentErrors, to `problems`; rethrows anything else. */
function keep(error: unknown, problems: ContentError[]): void {
  if (error instanceof ContentError) problems.push(error);
  else if (error instanceof ContentErrors) problems.push(...error.errors);
  else throw error;
}

/** Runs `check`, adding the content problems it throws to `problems`; undefined when it threw any. */
export function attempt<R>(problems: ContentError[], check: () => R): R | undefined {
  try {
    return check();
  } catch (error) {
    keep(error, problems);
    return undefined;
  }
}

/** Runs `check` on every item, collecting ContentErrors instead of stopping at the first. */
export function collectErrors<T, R>(items: readonly T[], check: (item: T) => R): R[] {
  const errors: ContentError[] = [];
  const results: R[] = [];
  for (const item of items) {
    try {
      results.push(check(item));
    } catch (error) {
      keep(error, errors);
    }
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  return results;
}
