import type { BlogPost } from './content/blog';
import { BLOG } from './site';

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

/** Text and attribute values escaped for XML. */
function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A day as an RFC 3339 timestamp: the start of that day in UTC. */
function timestamp(date: string): string {
  return `${date}T00:00:00Z`;
}

/**
 * The blog as an Atom feed (RFC 4287): one entry per post, newest first, each with its url as
 * id and link, its date as published and updated, and its description as summary. The feed's
 * `updated` is the newest post's day, so building twice gives the same file.
 */
export function atomFeed(posts: readonly BlogPost[], origin: string): string {
  const newest = posts[0];
  if (!newest) throw new Error('the blog has no posts: an Atom feed needs at least its updated day');
  const blogUrl = `${origin}${BLOG.url}`;
  const entries = posts.map((post) => {
    const url = `${origin}${post.url}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${timestamp(post.date)}</published>`,
      `    <updated>${timestamp(post.date)}</updated>`,
      `    <summary>${escapeXml(post.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}" xml:lang="en">`,
    `  <id>${escapeXml(blogUrl)}</id>`,
    `  <title>${escapeXml(BLOG.feedTitle)}</title>`,
    `  <updated>${timestamp(newest.date)}</updated>`,
    `  <author><name>${escapeXml(BLOG.feedAuthor)}</name><uri>${escapeXml(origin)}/</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${BLOG.feedUrl}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(blogUrl)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
