// `npm run dev`: the site with live reload. Vite runs in this process, through Vike's API:
// spawning `vike dev` from a tsx parent cost a second Node process (about 150 MB) for nothing.
// Components reload through Vite; content/ is kept in memory and watched by the content
// session (lib/node/content-session.ts, docs/DEV-SERVER.md), which checks every save and shows
// errors in the terminal and in the browser without stopping the server. The plugin that runs
// it (scripts/vite/content-watch.ts) renders the pages too, handing renderPage() the session's content.
import { buildImages } from '../lib/build/image-pipeline.js'

// Rolldown, in Vite, allocates with mimalloc, which by default commits whole arenas at once
// and returns freed memory late: about 110 MB of the dev server's memory. Read when Vite's
// native binding loads, below, so set before it is imported.
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0'
process.env.MIMALLOC_PURGE_DELAY ??= '0'
const { dev } = await import('vike/api')

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
