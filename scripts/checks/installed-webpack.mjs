// The installed webpack, and a compiler with a fresh compilation made from it, for the
// coverage scripts that read real objects (hooks, parser taps) rather than the typings.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Building a compiler and walking every export touch webpack's deprecated aliases; their
// warnings are noise in a report.
process.noDeprecation = true;
/** The webpack package this project installs. */
export const webpack = require('webpack');

/** A compiler with the smallest configuration, its compilation params and a new compilation. */
export function freshCompilation() {
  const compiler = webpack({
    context: process.cwd(),
    entry: './index.js',
    mode: 'none',
    infrastructureLogging: { level: 'none' },
  });
  const params = compiler.newCompilationParams();
  const compilation = compiler.newCompilation(params);
  return { compiler, params, compilation };
}
