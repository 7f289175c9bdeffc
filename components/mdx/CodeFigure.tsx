import type { ComponentProps } from 'react';
import { CopyButton } from './CopyButton';

/** Figures made by rehypeCodeTitle get a copy button; other figures render as they are. */
export function CodeFigure({ children, ...props }: ComponentProps<'figure'>) {
  if (!props.className?.split(' ').includes('code-block')) return <figure {...props}>{children}</figure>;
  return (
    <figure {...props}>
      {children}
      <CopyButton />
    </figure>
  );
}
