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

/**
 * Where a check puts each problem it finds, as a reason; the check goes on to find the rest. It
 * returns nothing, so a visitor never returns it: unist-util-visit takes a number as where to go on.
 */
export type Report = (reason: string) => void;

/**
 * Runs the checks of one file, each reporting every problem it finds, and throws them all together
 * once every check has run.
 */
export function checkFile<R>(file: string, checks: (report: Report) => R): R {
  const problems: ContentError[] = [];
  const result = checks((reason) => {
    problems.push(new ContentError(file, reason));
  });
  if (problems.length > 0) throw new ContentErrors(problems);
  return result;
}
