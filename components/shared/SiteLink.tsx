import type { ComponentProps } from 'react';
import { EXTERNAL_LINK_PROPS, isExternalUrl } from '@/lib/links';

/**
 * A link of the site's own markup (footers, Further Reading): external urls open in a new
 * tab; internal ones are plain links that `ClientNavigation` routes client-side.
 */
export function SiteLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return (
    <a href={href} {...(isExternalUrl(href) ? EXTERNAL_LINK_PROPS : {})} {...rest}>
      {children}
    </a>
  );
}
