import { measureUntilReadable } from '../../scripts/budget/readable-run.mjs';

/** A measurement that gives `results` in turn, counting its calls. */
function measurements(results: string[][]) {
  let calls = 0;
  const measure = async () => {
    const result = results[calls];
    calls += 1;
    if (!result) throw new Error('measured more often than the test allows');
    return result;
  };
  return { measure, calls: () => calls };
}

const errorsOf = (result: string[]) => result;

describe('measureUntilReadable', () => {
  it('keeps the first readable result and measures once', async () => {
    const { measure, calls } = measurements([[]]);
    await expect(measureUntilReadable(measure, errorsOf, 3)).resolves.toEqual({ result: [], discarded: [] });
    expect(calls()).toBe(1);
  });

  it('measures again after an unreadable result and says what it discarded', async () => {
    const { measure, calls } = measurements([['NO_NAVSTART'], ['NO_FCP', 'NO_LCP'], []]);
    await expect(measureUntilReadable(measure, errorsOf, 3)).resolves.toEqual({
      result: [],
      discarded: ['NO_NAVSTART', 'NO_FCP, NO_LCP'],
    });
    expect(calls()).toBe(3);
  });

  it('gives the last unreadable result once the attempts are spent, so the caller still fails', async () => {
    const { measure, calls } = measurements([['NO_NAVSTART'], ['NO_NAVSTART'], ['NO_FCP'], []]);
    await expect(measureUntilReadable(measure, errorsOf, 3)).resolves.toEqual({
      result: ['NO_FCP'],
      discarded: ['NO_NAVSTART', 'NO_NAVSTART'],
    });
    expect(calls()).toBe(3);
  });

  it('refuses a count of attempts that could never measure', async () => {
    const { measure } = measurements([[]]);
    await expect(measureUntilReadable(measure, errorsOf, 0)).rejects.toThrow(
      /attempts must be a whole number/,
    );
  });
});
