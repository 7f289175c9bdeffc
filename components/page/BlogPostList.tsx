import { formatPostDate, type BlogPost } from '@/lib/content';
import { BLOG } from '@/lib/site';

/** The blog index's list of posts, newest first, each with its date and summary, and the feed link. */
export function BlogPostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <section className="blog-posts" aria-label="Posts">
      <ol>
        {posts.map((post) => (
          <li key={post.url}>
            <article>
              <h2 className="blog-post-title">
                <a href={post.url}>{post.title}</a>
              </h2>
              <PostDate date={post.date} />
              <p>{post.summary}</p>
            </article>
          </li>
        ))}
      </ol>
      <p className="blog-feed">
        <a href={BLOG.feedUrl} type="application/atom+xml">
          Atom feed
        </a>{' '}
        of these posts, for feed readers.
      </p>
    </section>
  );
}

/** The day a post was published, under its title. */
export function PostDate({ date }: { date: string }) {
  return (
    <p className="post-date">
      <time dateTime={date}>{formatPostDate(date)}</time>
    </p>
  );
}
