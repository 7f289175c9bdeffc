/** A problem in one content file; the message always starts with the file's path. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** Several content problems found in one pass, reported together so an author fixes them at once. */
export class ContentErrors extends Error {
  constructor(readonly errors: readonly ContentError[]) {
    super(
      `Invalid content (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n` +
        errors.map((error) => `  - ${error.message}`).join('\n'),
    );
    this.name = 'ContentErrors';
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
      if (error instanceof ContentError) errors.push(error);
      else if (error instanceof ContentErrors) errors.push(...error.errors);
      else throw error;
    }
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  return results;
}
