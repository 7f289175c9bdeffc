import type { SOCIAL_LINKS } from '@/lib/site';

type IconName = (typeof SOCIAL_LINKS)[number]['icon'];

// Simple geometric marks drawn for this site; each link carries its accessible name.
const PATHS: Record<IconName, string> = {
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.6 1 1.6 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
  discord:
    'M19.3 5.3A16.5 16.5 0 0 0 15.2 4l-.5 1a15 15 0 0 0-5.4 0l-.5-1a16.5 16.5 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.8 16.7a16.6 16.6 0 0 0 5 2.5l1-1.7c-.6-.2-1.1-.5-1.7-.8l.4-.3a11.8 11.8 0 0 0 11 0l.4.3c-.5.3-1.1.6-1.7.8l1 1.7a16.5 16.5 0 0 0 5-2.5c.5-4.3-.8-8-2.9-11.4zM8.5 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm7 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z',
  x: 'M4 3h4.6l4.1 5.6L17.6 3H20l-6.2 7.1L21 21h-4.6l-4.5-6.1L6.5 21H4l6.8-7.7L4 3zm3.4 1.6 10.2 14.8h1.1L8.5 4.6H7.4z',
  stackoverflow:
    'M17.4 20.1v-5.4h1.8V22H3v-7.3h1.8v5.4h12.6zM6.7 14.3l8.8 1.9.4-1.8-8.8-1.9-.4 1.8zm1.1-4.2 8.2 3.8.8-1.6-8.2-3.9-.8 1.7zm2.3-4 6.9 5.8 1.2-1.4-6.9-5.8-1.2 1.4zM14.6 2l-1.5 1.1 5.4 7.2 1.4-1.1L14.6 2zM6.5 18.3h9v-1.8h-9v1.8z',
};

/** A social network's icon at 20 px. */
export function SocialIcon({ name }: { name: IconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
