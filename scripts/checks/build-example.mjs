// Builds the example in the current directory with webpack's Node API, the way `npx webpack`
// would (its webpack.config.js, `mode` as it sets it), and prints the emitted files as JSON.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, '(in an example folder) node scripts/checks/build-example.mjs', { options: {} });

const require = createRequire(join(process.cwd(), 'webpack.config.js'));
const webpack = require('webpack');
let config = require('./webpack.config.js');
if (typeof config === 'function') config = config({}, { mode: 'production' });
config = await config;

webpack(config, (error, stats) => {
  if (error) {
    process.stdout.write(JSON.stringify({ ok: false, errors: [String(error.stack ?? error)] }));
    return;
  }
  // One compilation, or several for an array of configurations.
  const compilations = stats.stats ? stats.stats.map((child) => child.compilation) : [stats.compilation];
  const assets = compilations.flatMap((compilation) => compilation.getAssets().map((asset) => asset.name));
  const errors = compilations.flatMap((compilation) => compilation.errors.map((e) => e.message));
  process.stdout.write(JSON.stringify({ ok: errors.length === 0, errors, assets }));
});
