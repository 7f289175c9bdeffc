import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { STACKBLITZ_TEXT, stackBlitzUrl } from '@/lib/site';

/** A walkthrough guide's finished project, opened live on StackBlitz in a new tab (docs/SPEC.md section 7). */
export function StackBlitzLink({ example }: { example: string }) {
  return (
    <p className="stackblitz-link">
      <a href={stackBlitzUrl(example)} {...EXTERNAL_LINK_PROPS}>
        {STACKBLITZ_TEXT}
      </a>
    </p>
  );
}
