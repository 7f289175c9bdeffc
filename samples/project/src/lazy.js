export function describe() {
  return 'This module was loaded on demand, in a chunk of its own.';
}
