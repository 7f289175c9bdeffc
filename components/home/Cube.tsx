'use client';

import type { CSSProperties } from 'react';
import { CUBE } from '@/lib/site';
import { useReducedMotion } from './useReducedMotion';
import { useRepeatingStep } from './useRepeatingStep';

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

/** The home page's cube, drawn in CSS 3D, turning a quarter every five seconds. */
export function Cube() {
  const still = useReducedMotion();
  const turns = useRepeatingStep(!still, CUBE.repeatDelayMs, CUBE.repeatDelayMs);
  const style = { '--cube-depth': `${CUBE.depth}px`, '--cube-turn': `${turns * 90}deg` } as CSSProperties;
  return (
    <div className="cube" style={style} aria-hidden="true">
      <div className="cube-body">
        {FACES.map((face) => (
          <div key={face} className={`cube-face cube-${face}`} />
        ))}
      </div>
    </div>
  );
}
