// `npm start` / `npm run preview`: serves dist/client on PORT (4173; 0 takes a free port) as
// Cloudflare Pages and nginx do (lib/node/static-server.ts).
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../lib/node/root.js'
import { createStaticServer } from '../lib/node/static-server.js'

const port = Number(process.env.PORT ?? 4173)
const root = path.join(ROOT_DIR, 'dist/client')
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('dist/client/index.html is missing: run `npm run build` first.')
  process.exit(1)
}
// PORT=0 takes a free port; the one taken is printed.
const server = createStaticServer(root).listen(port, '127.0.0.1', () =>
  console.log(`Site served at http://localhost:${(server.address() as { port: number }).port}/ (Ctrl+C to stop)`),
)
