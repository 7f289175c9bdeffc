import { BLOG } from '../site';
import type { ContentTree, FileNode } from './types';
import { findSection, flattenPages } from './walk';

/** A blog post as the blog index and the Atom feed list it. */
export interface BlogPost {
  url: string;
  title: string;
  /** The day it was published, `YYYY-MM-DD`. */
  date: string;
  /** Its frontmatter description: the summary under its title and in the feed. */
  summary: string;
}

/** True for a blog post: a dated page of the blog section. */
export function isBlogPost(page: Pick<FileNode, 'url'>): boolean {
  return page.url.startsWith(BLOG.url) && page.url !== BLOG.url;
}

/** The blog's posts in the tree's order (newest first, by the site's ordering rule), each with its date and summary. */
export function blogPosts(tree: ContentTree): BlogPost[] {
  const blog = findSection(tree.root, BLOG.url);
  return (blog ? flattenPages(blog) : []).filter(isBlogPost).map((page) => {
    // The build has already required both on every post (build-tree's checkBlogPosts).
    if (!page.date || !page.description)
      throw new Error(`${page.path}: a blog post without date or description`);
    return { url: page.url, title: page.title, date: page.date, summary: page.description };
  });
}

/** A post's day as readers see it: "December 8, 2020", the same on every machine. */
export function formatPostDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
