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
