'use client';

import { HEADLINE } from '@/lib/site';
import { useReducedMotion } from './useReducedMotion';
import { useRepeatingStep } from './useRepeatingStep';

/** The headline's last word: assets, then scripts, images and styles, every five seconds. */
export function RotatingWord() {
  const still = useReducedMotion();
  const step = useRepeatingStep(!still, HEADLINE.firstDelayMs, HEADLINE.repeatDelayMs);
  const word = HEADLINE.words[step % HEADLINE.words.length];
  return (
    // The first word paints with the page (it is the largest text there, so a fade-in would
    // delay the page's largest paint); each later word slides in.
    <span key={word} className={step > 0 ? 'home-hero-word home-hero-word-next' : 'home-hero-word'}>
      {word}
    </span>
  );
}
