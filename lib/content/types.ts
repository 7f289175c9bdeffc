import type { ParsedBody } from '../mdx/pipeline';
import type { PageGroup } from '../site';
import type { Anchor } from './anchors';

/** A title and url pair: previous/next links and Further Reading entries. */
export interface PageRef {
  title: string;
  url: string;
}

/** A page of the site (docs/SPEC.md section 3, file node). */
export interface FileNode {
  type: 'file';
  /** Repository path, e.g. `content/concepts/output.mdx`. */
  path: string;
  name: string;
  /** Size of the source file in bytes. */
  size: number;
  extension: '.mdx';
  url: string;
  title: string;
  description?: string;
  /** Frontmatter sort; -1 marks a section index. */
  sort?: number;
  group?: PageGroup;
  anchors: Anchor[];
  contributors: string[];
  related: PageRef[];
  thirdParty: boolean;
  /** Where to propose a change: the docs repository, or the package's own for third-party pages. */
  edit: string;
  source?: string;
  repo?: string;
  /** Walkthrough guides: the folder of their example project under `examples/`. */
  example?: string;
  /** Blog posts: the day the post was published, `YYYY-MM-DD`. */
  date?: string;
  previous?: PageRef;
  next?: PageRef;
}

/** A folder of pages (docs/SPEC.md section 3, directory node); top-level folders are sections. */
export interface DirectoryNode {
  type: 'directory';
  path: string;
  name: string;
  /** Bytes of all pages below it. */
  size: number;
  url: string;
  children: ContentNode[];
}

export type ContentNode = FileNode | DirectoryNode;

/** The whole site's content, built once per build by `buildContentTree`. */
export interface ContentTree {
  root: DirectoryNode;
  /** Every page by url. */
  pages: ReadonlyMap<string, FileNode>;
  /**
   * The parsed body of every page by url: rendering, search and Markdown read it rather than parse
   * the page again. `readPage` took it from the page cache (page-cache.ts) when the same source was
   * compiled by the same code before, in any process, and parsed it otherwise.
   */
  bodies: ReadonlyMap<string, ParsedBody>;
}
