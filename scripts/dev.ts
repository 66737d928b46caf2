// `npm run dev`: the site with live reload. Vite runs in this process, through Vike's API:
// spawning `vike dev` from a tsx parent cost a second Node process (about 150 MB) for nothing.
// Components reload through Vite; content/ is kept in memory and watched by the content
// session of vite.config.ts (contentWatch, lib/node/content-session.ts, docs/DEV-SERVER.md),
// which checks every save and shows errors in the terminal and in the browser without
// stopping the server.
import { dev } from 'vike/api'
import { buildImages } from './build-images.js'

// `npm run dev -- --host` listens on the network too (`--host <address>`: on that address);
// `--port <n>` or PORT chooses the port (3000, or the next free one).
const args = process.argv.slice(2)
let host: string | true | undefined
let port = Number(process.env.PORT ?? 3000)
for (let index = 0; index < args.length; index++) {
  const value = args[index + 1] !== undefined && !args[index + 1].startsWith('--') ? args[index + 1] : undefined
  if (args[index] === '--host') host = value ?? true
  else if (args[index] === '--port' && value) port = Number(value)
  else {
    console.error(`Unknown option ${args[index]}: npm run dev takes --host [address] and --port <n>.`)
    process.exit(1)
  }
  if (value !== undefined) index++
}

await buildImages()
await dev({ startupLog: true, viteConfig: { server: { port, ...(host === undefined ? {} : { host }) } } })
