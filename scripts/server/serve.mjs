// `npm start`: serves the exported site in out/ on http://127.0.0.1:3000 (PORT to change it).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../shared/main.mjs';
import { startStaticServer } from './static-server.mjs';

commandLine(import.meta.url, 'npm start (PORT=3000)', { options: {} });

const root = fileURLToPath(new URL('../../out', import.meta.url));
if (!existsSync(root)) {
  console.error('out/ does not exist: run `npm run build` first.');
  process.exit(1);
}
const { url } = await startStaticServer({ root, port: Number(process.env.PORT ?? 3000) });
console.log(`Serving out/ at ${url}/`);
