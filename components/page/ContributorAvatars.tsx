'use client';

import { useRef } from 'react';
import { AVATAR, AVATAR_PLACEHOLDER, avatarUrl, githubProfileUrl } from '@/lib/site';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { useInView } from '../shared/useInView';

/** Avatars that ask the code host for images only once the gallery is in view. */
export function ContributorAvatars({ handles }: { handles: readonly string[] }) {
  const list = useRef<HTMLUListElement>(null);
  const visible = useInView(list);
  return (
    <ul ref={list}>
      {handles.map((handle) => (
        <li key={handle}>
          <a href={githubProfileUrl(handle)} title={handle} {...EXTERNAL_LINK_PROPS}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser */}
            <img
              src={visible ? avatarUrl(handle) : AVATAR_PLACEHOLDER}
              alt={handle}
              width={AVATAR.shownPx}
              height={AVATAR.shownPx}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
