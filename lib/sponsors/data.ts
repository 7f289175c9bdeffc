import { z } from 'zod';
import type { Supporter } from './ranks';

// Links on the home page: web pages only (no `javascript:` or `mailto:`), on a real domain.
const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

const supporter = z.strictObject({
  name: z.string().min(1),
  slug: z.string().min(1),
  website: webUrl.optional(),
  avatar: webUrl.optional(),
  totalDonations: z.number().nonnegative(),
  monthlyAverage: z.number().nonnegative(),
  firstDonation: z.string().datetime(),
});

const file = z.strictObject({ fetchedAt: z.string().datetime().nullable(), supporters: z.array(supporter) });

/** The supporters file: when it was fetched (null before the first fetch) and who supports. */
export type SupportersFile = { fetchedAt: string | null; supporters: Supporter[] };

function checked(data: unknown, path: string): SupportersFile {
  const result = file.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join('.') || 'file'} ${issue?.message}`);
  }
  return result.data;
}

/** Reads the supporters file the fetch script writes; a malformed file fails the build naming it. */
export function parseSupportersFile(text: string, path: string): SupportersFile {
  return checked(JSON.parse(text), path);
}

/**
 * The text of a supporters file, checked with the schema the site reads it with, so the fetch
 * script can never write a file that stops the next build.
 */
export function serializeSupportersFile(data: SupportersFile, path: string): string {
  return `${JSON.stringify(checked(data, path), null, 2)}\n`;
}

/**
 * A link as Open Collective's members give it (`example.com`, ` https://x.org `, `mailto:…`)
 * made a web url the site accepts, or undefined when it cannot be one: the home page then
 * links the supporter's Open Collective profile instead.
 */
export function webLink(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return webUrl.safeParse(candidate).success ? candidate : undefined;
}
