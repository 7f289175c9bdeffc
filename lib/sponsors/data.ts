import { z } from 'zod';
import type { Supporter } from './ranks';

const supporter = z.strictObject({
  name: z.string().min(1),
  slug: z.string().min(1),
  website: z.string().url().optional(),
  avatar: z.string().url().optional(),
  totalDonations: z.number().nonnegative(),
  monthlyAverage: z.number().nonnegative(),
  firstDonation: z.string().datetime(),
});

const file = z.strictObject({ fetchedAt: z.string().datetime().nullable(), supporters: z.array(supporter) });

/** Reads the supporters file the fetch script writes; a malformed file fails the build naming it. */
export function parseSupportersFile(
  text: string,
  path: string,
): { fetchedAt: string | null; supporters: Supporter[] } {
  const result = file.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join('.') || 'file'} ${issue?.message}`);
  }
  return result.data;
}
