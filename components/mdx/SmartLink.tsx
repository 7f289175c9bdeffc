import Link from 'next/link';
import type { ComponentProps } from 'react';
import { EXTERNAL_LINK_PROPS, isExternalUrl } from '@/lib/links';

/** A link that routes client-side inside the site and opens a new tab outside it. */
export function SmartLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (isExternalUrl(href)) {
    return (
      <a href={href} {...EXTERNAL_LINK_PROPS} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
