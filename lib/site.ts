/**
 * Site-wide constants: docs/SPEC.md section 9 and the hosts of docs/SPEC-NOTES.md. Components import
 * these names instead of repeating the specification's numbers or hosts.
 */

/** Canonical origin; deployments may override it at build time. */
export const SITE_ORIGIN = (process.env.NEXT_PUBLIC_SITE_ORIGIN ?? 'https://webpack.js.org').replace(
  /\/$/,
  '',
);

export const SITE_NAME = 'webpack';

/** Default meta description (docs/SPEC.md section 1). */
export const DEFAULT_DESCRIPTION =
  'webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.';

export const THEME_COLOR = '#2B3A42';
export const MASK_ICON_COLOR = '#465e69';

/** Sections that get a combined `/{section}/printable/` page. */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;

/**
 * Sections under the header's Documentation link (it is active on their paths), in the
 * order the sub-navigation row shows them.
 */
export const DOCUMENTATION_SECTIONS = [
  'guides',
  'concepts',
  'configuration',
  'loaders',
  'plugins',
  'migrate',
  'api',
] as const;

/** The blog: its section, where its Atom feed is exported, and the feed's title. */
export const BLOG = {
  section: 'blog',
  url: '/blog/',
  feedUrl: '/blog/atom.xml',
  feedTitle: 'webpack blog',
  /** Who the feed names as its author: the project, never an invented person. */
  feedAuthor: 'The webpack team',
} as const;

/** The header's top links; each is active on the paths of its sections. */
export const HEADER_LINKS = [
  // Only the documentation link has the row of its sections under the header.
  { title: 'Documentation', url: '/concepts/', sections: DOCUMENTATION_SECTIONS, subnav: true },
  { title: 'Contribute', url: '/contribute/', sections: ['contribute'], subnav: false },
  { title: 'Blog', url: BLOG.url, sections: [BLOG.section], subnav: false },
] as const;

/** Section-row labels that are not the title of the section's index page (docs/SPEC.md section 2, Layout). */
export const SECTION_LABELS: Readonly<Record<string, string>> = { api: 'API' };

/** How long a copy button says "Copied". */
export const COPY_CONFIRMATION_MS = 2000;
/** Recent searches the search dialog remembers. */
export const MAX_RECENT_SEARCHES = 5;
/**
 * Results the search dialog renders and fetches the details of at first, about what its list
 * shows at once, and how many more it adds as the reader scrolls or moves the selection on.
 */
export const RESULTS_SHOWN = 10;
/** Shown while an avatar loads, and instead of one that fails. */
export const AVATAR_PLACEHOLDER = '/icons/avatar-placeholder.svg';
/** The local search index's manifest the build exports (app/search-index.json), fetched when search first opens. */
export const SEARCH_INDEX_URL = '/search-index.json';
/** Where the search files the manifest names are exported (app/search/[file]), each named by its content hash. */
export const SEARCH_FILES_PATH = '/search/';
/** The supporters file the build exports (app/supporters.json). */
export const SUPPORTERS_URL = '/supporters.json';
/** What the sponsor list says when that file could not be loaded, instead of claiming there are no supporters. */
export const SUPPORTERS_LOAD_ERROR_TEXT = 'Supporters could not be loaded.';

/** Where each page's Markdown is, relative to the page's url: `/concepts/output/index.html.md`. */
export const MARKDOWN_FILE = 'index.html.md';
/** The llms.txt heading over the pages that belong to no section (license, glossary…). */
export const LLMS_OTHER_PAGES = 'Other pages';

/** Allowed frontmatter groups, in the order their pages appear in a sidebar. */
export const PAGE_GROUPS = ['webpack', 'webpack contrib', 'Community', 'CSS'] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

export const PRINTABLE_TITLE = 'Combined printable page';
/** The robots meta of pages search engines should neither index nor follow: printable copies and the app shell. */
export const NO_INDEX = 'noindex,nofollow';
/** What robots.txt keeps crawlers out of: the app shell and every printable copy. */
export const CRAWL_DISALLOWED = ['/app-shell/', '/*/printable/'] as const;
/** Where the sitemap is exported (app/sitemap.ts). */
export const SITEMAP_PATH = '/sitemap.xml';
/** The class of a page body's chunks (a heading and what follows it), laid out only near the viewport. */
export const PROSE_CHUNK_CLASS = 'prose-chunk';
/** The id of the site header, at the top of every page: where `#top` links lead. */
export const PAGE_TOP_ID = 'top';
/**
 * The id of every page's `<main>`: where the skip link leads, and what the first frame waits
 * for (`<link rel="expect">` in the layout), so the header and sidebar before it are whole.
 */
export const MAIN_CONTENT_ID = 'main-content';
/** The "On this page" outline of wide screens: its title, its back-to-top link, and how many anchors a page needs to get one. */
export const OUTLINE = {
  title: 'On this page',
  backToTop: 'Back to top',
  minAnchors: 2,
  /** How far down the viewport, as a fraction of its height, a section's heading must be for it to be the one being read. */
  readingLine: 1 / 3,
};
/** What a reader sees where content could not load (docs/SPEC.md sections 4 and 8). */
export const LOAD_ERROR_TEXT = 'Error loading content.';

export const NOTIFICATION_VERSION = 3;
export const DOC_VERSIONS = { current: 5, supported: [5, 4] } as const;
export const TOOLTIP = { delayMs: 300, fadeMs: 200 } as const;
export const SIDEBAR_SWIPE = { thresholdPx: 20, openerMaxStartPx: 295, maxSlopeRatio: 0.8 } as const;
export const AVATAR = { shownPx: 45, fetchedPx: 90 } as const;
/** Where IntersectionObserver is missing, how often a part shown once in view (avatars, sponsors) looks again. */
export const IN_VIEW_POLL_MS = 300;
export const SPONSOR_MONTHLY_CHANCE = 0.33;
export const HEADLINE = {
  firstDelayMs: 5000,
  repeatDelayMs: 5000,
  words: ['assets', 'scripts', 'images', 'styles'],
} as const;
export const CUBE = { depth: 120, repeatDelayMs: 5000 } as const;

/** The code host's origin: repositories and profiles are paths under it. */
export const GITHUB_ORIGIN = 'https://github.com';

const DOCS_GITHUB = 'webpack/webpack.js.org';

/** Where the documentation sources live, for edit links and the walkthrough guides' StackBlitz links. */
export const DOCS_REPOSITORY = {
  /** `owner/name` on GitHub. */
  github: DOCS_GITHUB,
  url: `${GITHUB_ORIGIN}/${DOCS_GITHUB}`,
  branch: 'main',
  contentDir: 'src/content',
  /** The walkthrough guides' example projects, one folder each. */
  examplesDir: 'examples',
} as const;

/** The text of a walkthrough guide's link to its example project (docs/SPEC.md section 7). */
export const STACKBLITZ_TEXT = 'Check out this guide live on StackBlitz.';

/** A walkthrough guide's example project opened on StackBlitz, straight from the docs repository. */
export function stackBlitzUrl(example: string): string {
  const { github, branch, examplesDir } = DOCS_REPOSITORY;
  return `https://stackblitz.com/github/${github}/tree/${branch}/${examplesDir}/${example}`;
}

/** Handles whose avatars do not resolve; the contributors gallery never shows them. */
export const EXCLUDED_CONTRIBUTORS = [
  'bartushek',
  'rynclark',
  'henriquea',
  'makuzaverite',
  'MijaelWatts',
  'Kolhar730',
  'grrizzly',
  'maxloh',
  'varunjayaraman',
] as const;

/** Avatar url on the code host, fetched at twice the shown size for sharp screens. */
export function avatarUrl(handle: string): string {
  return `${GITHUB_ORIGIN}/${handle}.png?size=${AVATAR.fetchedPx}`;
}

/** A link's text and target: a path on this site (`/…`) or another site's url. */
export interface LabelledLink {
  label: string;
  url: string;
}

export const SOCIAL_LINKS: readonly (LabelledLink & {
  icon: 'github' | 'discord' | 'x' | 'stackoverflow';
})[] = [
  { label: 'GitHub', url: 'https://github.com/webpack/webpack', icon: 'github' },
  { label: 'Discord', url: 'https://discord.com/invite/webpack', icon: 'discord' },
  { label: 'X', url: 'https://x.com/webpack', icon: 'x' },
  {
    label: 'Stack Overflow',
    url: 'https://stackoverflow.com/questions/tagged/webpack',
    icon: 'stackoverflow',
  },
];

/** Footer links (docs/SPEC-NOTES.md); internal ones start with `/`. */
export const FOOTER_LINKS: readonly LabelledLink[] = [
  { label: 'Get Started', url: '/guides/getting-started/' },
  { label: 'Comparison', url: '/comparison/' },
  { label: 'Privacy Policy', url: 'https://privacy-policy.openjsf.org/' },
  { label: 'Swag Store', url: 'https://webpack.threadless.com/' },
  { label: 'Awesome webpack', url: '/awesome-webpack/' },
  { label: 'Glossary', url: '/glossary/' },
  { label: 'Branding', url: '/branding/' },
  { label: 'Chat', url: 'https://discord.com/invite/webpack' },
  { label: 'Changelog', url: 'https://github.com/webpack/webpack/releases' },
  { label: 'License', url: '/license/' },
];

export const OPEN_COLLECTIVE_URL = 'https://opencollective.com/webpack';

/** The content's license and the foundation the project belongs to, named in the footer. */
export const CONTENT_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
export const OPENJS_FOUNDATION_URL = 'https://openjsf.org/';

/** The home page's partner and its two products. */
export const PARTNER = {
  gridUrl: 'https://www.ag-grid.com/',
  chartsUrl: 'https://www.ag-grid.com/charts/',
} as const;

/** A supporter's own page on Open Collective, for supporters without a website. */
export function openCollectiveProfileUrl(slug: string): string {
  return `https://opencollective.com/${slug}`;
}

/** A contributor's profile on the code host. */
export function githubProfileUrl(handle: string): string {
  return `${GITHUB_ORIGIN}/${handle}`;
}

/** Mirrors of the site in other languages; each keeps the reader's path and hash. */
export const LANGUAGE_MIRRORS: readonly { label: string; lang: string; origin: string }[] = [
  { label: 'English', lang: 'en', origin: process.env.NEXT_PUBLIC_MIRROR_EN ?? 'https://webpack.js.org' },
  { label: '中文', lang: 'zh', origin: process.env.NEXT_PUBLIC_MIRROR_ZH ?? 'https://webpack.docschina.org' },
  { label: '한국어', lang: 'ko', origin: process.env.NEXT_PUBLIC_MIRROR_KO ?? 'https://webpack.kr' },
];

/** Older documentation versions live on a host prefixed `v<version>.` of this one. */
export const VERSION_HOST = process.env.NEXT_PUBLIC_VERSION_HOST ?? 'webpack.js.org';

/**
 * The service worker the build writes (out/sw.js), what the console says when an update waits,
 * and the message that asks it to cache every search file (sw/service-worker.js reads its type).
 */
export const SERVICE_WORKER = {
  url: '/sw.js',
  cacheSearch: { type: 'CACHE_SEARCH' },
  waitingMessage: 'A new version of the site is installed and waiting until all tabs of it are closed.',
} as const;

/** Local-storage keys the site writes. */
export const STORAGE_KEYS = {
  theme: 'theme',
  notificationDismissed: 'notification-dismissed',
  recentSearches: 'search-recent',
  packageManager: 'package-manager',
} as const;

/** The package managers whose commands `<InstallCommand>` offers, in the order of its tabs (npm first, selected until the reader picks another). */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm'] as const;
/** One of PACKAGE_MANAGERS. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** The install tabs' box (its class, which the delegated listener looks for) and the name of their tab list. */
export const INSTALL_TABS = { className: 'install-tabs', label: 'Package manager' } as const;

/** The name of the header's search button and of the search dialog it opens. */
export const SEARCH_LABEL = 'Search webpack documentation';

/** Pages the search dialog offers before a query, and when nothing matches. */
export const SEARCH_SUGGESTIONS: readonly { title: string; url: string }[] = [
  { title: 'Getting Started', url: '/guides/getting-started/' },
  { title: 'Concepts', url: '/concepts/' },
  { title: 'Configuration', url: '/configuration/' },
  { title: 'Glossary', url: '/glossary/' },
];

/** Algolia DocSearch credentials; when all three are set at build time, DocSearch replaces the local index. */
export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The DocSearch settings from the environment, or undefined to use the local index. */
export function docSearchSettings(
  env: Record<string, string | undefined> = process.env,
): DocSearchSettings | undefined {
  const appId = env.NEXT_PUBLIC_DOCSEARCH_APP_ID;
  const apiKey = env.NEXT_PUBLIC_DOCSEARCH_API_KEY;
  const indexName = env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}
