import type { FileNode } from '@/lib/content';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { GITHUB_ORIGIN } from '@/lib/site';

/** Tells readers a page documents a package maintained in its own repository. */
export function ThirdPartyDisclaimer({ page }: { page: FileNode }) {
  if (!page.thirdParty || !page.repo) return null;
  return (
    <aside className="alert alert-note third-party" aria-label="Third-party package">
      <p>
        This page is about a package maintained in its own repository,{' '}
        <a href={page.repo} {...EXTERNAL_LINK_PROPS}>
          {page.repo.replace(`${GITHUB_ORIGIN}/`, '')}
        </a>
        . Report issues and propose changes there.
      </p>
    </aside>
  );
}
