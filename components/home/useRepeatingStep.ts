'use client';

import { useEffect, useState } from 'react';

/** A counter that steps once after `firstMs`, then every `everyMs`, while `running`. */
export function useRepeatingStep(running: boolean, firstMs: number, everyMs: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!running) return;
    let interval: number | undefined;
    const first = window.setTimeout(() => {
      setStep((current) => current + 1);
      interval = window.setInterval(() => setStep((current) => current + 1), everyMs);
    }, firstMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [running, firstMs, everyMs]);
  return step;
}
