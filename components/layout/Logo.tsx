/** The site's cube mark, drawn by the project (same drawing as public/icons/icon.svg). */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <polygon points="50,6 88,28 88,72 50,94 12,72 12,28" fill="#fff" />
      <polygon points="50,14 81,32 50,50 19,32" fill="#8DD6F9" />
      <polygon points="19,32 50,50 50,86 19,68" fill="#1C78C0" />
      <polygon points="50,50 81,32 81,68 50,86" fill="#465E69" />
    </svg>
  );
}
