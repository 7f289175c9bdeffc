// A measurement that can come back unreadable (Lighthouse's runtime errors) is taken again, a
// bounded number of times, and every discarded attempt is kept so the report can print it.

/**
 * Calls `measure` until `errorsOf` finds no error in what it gave, at most `attempts` times.
 * Resolves with the last result (unreadable when every attempt was) and the errors of the attempts
 * that were discarded, one string per attempt.
 * @template T
 * @param {() => Promise<T>} measure
 * @param {(result: T) => string[]} errorsOf
 * @param {number} attempts
 * @returns {Promise<{ result: T, discarded: string[] }>}
 */
export async function measureUntilReadable(measure, errorsOf, attempts) {
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new Error(`measureUntilReadable: attempts must be a whole number of 1 or more, not ${attempts}`);
  /** @type {string[]} */
  const discarded = [];
  for (let attempt = 1; ; attempt += 1) {
    const result = await measure();
    const errors = errorsOf(result);
    if (errors.length === 0 || attempt === attempts) return { result, discarded };
    discarded.push(errors.join(', '));
  }
}
