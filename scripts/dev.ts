// `npm run dev`: the site with live reload. Components reload through Vite; content files
// are watched by the plugin in vite.config.ts, which re-validates on every change and
// shows errors in the terminal and in the browser without stopping the server.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT_DIR } from '../lib/node/root.js'
import { buildImages } from './build-images.js'

await buildImages()
const port = process.env.PORT ?? '3000'
// Extra arguments go to Vike: `npm run dev -- --host` listens on the network too.
const child = spawn(path.join(ROOT_DIR, 'node_modules/.bin/vike'), ['dev', '--port', port, ...process.argv.slice(2)], {
  cwd: ROOT_DIR,
  stdio: 'inherit',
  env: { ...process.env, CONTENT_WATCH: '1' },
})
child.on('exit', (code) => process.exit(code ?? 0))
