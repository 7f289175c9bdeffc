// Builds the example in the current directory with webpack's Node API, the way `npx webpack`
// would (its webpack.config.js, `mode` as it sets it), and prints the emitted files as JSON.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { commandLine } from '../shared/main.mjs';

commandLine(import.meta.url, '(in an example folder) node scripts/checks/build-example.mjs', { options: {} });

const require = createRequire(join(process.cwd(), 'webpack.config.js'));
/** @typedef {import('webpack').Configuration | import('webpack').Configuration[]} Config */
/** @typedef {(error: Error | null, stats?: import('webpack').Stats | import('webpack').MultiStats) => void} Callback */
/** webpack's Node API, called with one configuration or several alike. */
const webpack = /** @type {(config: Config, callback: Callback) => unknown} */ (require('webpack'));
// Named by a constant: the example's configuration, not a module of this project.
const CONFIG = './webpack.config.js';
/** @type {Config | Promise<Config> | ((env: object, argv: { mode: string }) => Config | Promise<Config>)} */
const exported = require(CONFIG);
const config = await (typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported);

webpack(config, (error, stats) => {
  if (error) {
    process.stdout.write(JSON.stringify({ ok: false, errors: [String(error.stack ?? error)] }));
    return;
  }
  if (!stats) throw new Error('webpack gave neither an error nor stats');
  // One compilation, or several for an array of configurations.
  const compilations = 'stats' in stats ? stats.stats.map((child) => child.compilation) : [stats.compilation];
  const assets = compilations.flatMap((compilation) => compilation.getAssets().map((asset) => asset.name));
  const errors = compilations.flatMap((compilation) => compilation.errors.map((e) => e.message));
  process.stdout.write(JSON.stringify({ ok: errors.length === 0, errors, assets }));
});
