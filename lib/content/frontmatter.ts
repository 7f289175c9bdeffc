import matter from 'gray-matter';
import { z } from 'zod';
import { PAGE_GROUPS } from '../site';
import { ContentError } from '../mdx/errors';

const url = z.string().regex(/^https:\/\/\S+$/, 'must be a full https:// url');
const internalOrExternalUrl = z
  .string()
  .regex(/^(https:\/\/\S+|\/\S*)$/, 'must be an absolute path or a full https:// url');

/** The frontmatter every page may carry; any other field fails the build. */
const frontmatterSchema = z
  .strictObject({
    /** Page title, shown as the `<h1>` and in `<title>` as `Title | webpack`. */
    title: z.string().trim().min(1),
    /** One sentence for the meta description and search results. */
    description: z.string().trim().min(1).optional(),
    /** Position in the sidebar within its group; -1 marks a section's index page. */
    sort: z.number().int().min(-1).optional(),
    /** Sidebar group of loader and plugin pages. */
    group: z.enum(PAGE_GROUPS).optional(),
    /** GitHub handles of the people who worked on the page. */
    contributors: z.array(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a GitHub handle')).optional(),
    /** Further Reading links. */
    related: z
      .array(z.strictObject({ title: z.string().trim().min(1), url: internalOrExternalUrl }))
      .optional(),
    /** True for pages about packages that live in their own repository. */
    thirdParty: z.boolean().optional(),
    /** Third-party pages: the file the page was written from. */
    source: url.optional(),
    /** Third-party pages: where to propose a change. */
    edit: url.optional(),
    /** Third-party pages: the package's repository. */
    repo: url.optional(),
    /**
     * Walkthrough guides: the folder under `examples/` that holds the guide's finished project;
     * the page links it on StackBlitz, and the build fails when the folder does not exist.
     */
    example: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the name of a folder under examples/')
      .optional(),
    /**
     * Blog posts: the day the post was published, `YYYY-MM-DD` (YAML reads it as a date). Required
     * on a blog post, whose file name starts with it, and allowed nowhere else.
     */
    date: z
      .union([z.date(), z.iso.date({ error: 'must be a day, YYYY-MM-DD' })])
      .transform((day) => (typeof day === 'string' ? day : day.toISOString().slice(0, 10)))
      .optional(),
  })
  .superRefine((value, ctx) => {
    const links = ['source', 'edit', 'repo'] as const;
    for (const key of links) {
      if (value.thirdParty && !value[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when thirdParty is true' });
      }
      if (!value.thirdParty && value[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is only allowed with thirdParty: true' });
      }
    }
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Every frontmatter field a page may set, as the writer's guide documents them. */
export const FRONTMATTER_FIELDS = Object.keys(frontmatterSchema.shape);

/** A page file cut into its frontmatter, not yet checked, and its MDX body. */
export interface SplitSource {
  data: unknown;
  body: string;
  /** Lines of the file before the body, to turn body line numbers into file line numbers. */
  bodyLineOffset: number;
}

/**
 * Splits a page into its frontmatter data and its MDX body; bad YAML throws a ContentError naming
 * the file (nothing can be checked in a file that cannot be split).
 */
export function splitFrontmatter(source: string, file: string): SplitSource {
  let data: unknown;
  let body: string;
  try {
    // An empty options object bypasses gray-matter's cache, which would otherwise hand
    // back the same (mutable) result for two files with identical text.
    const parsed = matter(source, {});
    data = parsed.data;
    body = parsed.content;
  } catch (error) {
    throw new ContentError(file, `bad YAML frontmatter: ${(error as Error).message.split('\n')[0]}`);
  }
  const bodyLineOffset = source.slice(0, source.length - body.length).split('\n').length - 1;
  return { data, body, bodyLineOffset };
}

/** Validates a page's frontmatter data; throws one ContentError naming the file and every invalid field. */
export function checkFrontmatter(data: unknown, file: string): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'frontmatter';
      return `${where} ${issue.message}`;
    });
    throw new ContentError(file, `invalid frontmatter: ${issues.join('; ')}`);
  }
  return result.data;
}
