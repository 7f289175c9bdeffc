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
    <span key={word} className="home-hero-word">
      {word}
    </span>
  );
}
