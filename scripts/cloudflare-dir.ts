// What the deploy uploads to Cloudflare Pages: dist/client without what that host does not
// need — the build's .br/.gz copies (Cloudflare compresses by itself, and they would count
// against its file limit) and Vite's .vite/ manifest folder. Written as hard links into
// dist/cloudflare/ (no copy of the bytes), which the deploy job publishes and `npm test`
// serves with `wrangler pages dev`. Fails past Cloudflare Pages' 20,000 files a deployment.
// The admin's sign-in (functions/, Pages Functions) is not copied here: `wrangler pages
// deploy dist/cloudflare`, run from the project root, compiles and uploads ./functions with it.
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from '../lib/node/files.js'
import { isMainModule } from '../lib/node/main-module.js'
import { ROOT_DIR } from '../lib/node/root.js'

/** Cloudflare Pages' limit of files in one deployment (Free and paid plans alike). */
export const CLOUDFLARE_MAX_FILES = 20_000

/** Whether a file of dist/client (relative, forward slashes) is uploaded. */
export function isUploaded(relative: string): boolean {
  return !/\.(br|gz)$/.test(relative) && !relative.split('/').includes('.vite')
}

/** The files of `client` the deploy uploads, relative and sorted. */
export function cloudflareFiles(client: string): string[] {
  return listFiles(client, (relative, isDirectory) => isDirectory && relative.split('/').pop() === '.vite').files.filter(isUploaded)
}

/**
 * Writes the upload folder `out` from `client`; throws with the count when it holds more
 * than `limit` files, before anything is written.
 */
export function prepareCloudflareDir(client: string, out: string, limit = CLOUDFLARE_MAX_FILES): number {
  const files = cloudflareFiles(client)
  if (files.length > limit)
    throw new Error(
      `Cloudflare Pages takes at most ${limit} files a deployment; this build would upload ${files.length}. ` +
        'Publish fewer pictures sizes or pages, or deploy dist/client elsewhere (docs/DEPLOY.md).',
    )
  fs.rmSync(out, { recursive: true, force: true })
  for (const file of files) {
    const target = path.join(out, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.linkSync(path.join(client, file), target)
    } catch {
      fs.copyFileSync(path.join(client, file), target)
    }
  }
  return files.length
}

if (isMainModule(import.meta.url)) {
  const client = path.join(ROOT_DIR, 'dist/client')
  const out = path.join(ROOT_DIR, 'dist/cloudflare')
  if (!fs.existsSync(path.join(client, 'index.html'))) {
    console.error('dist/client/index.html is missing: run `npm run build` first.')
    process.exit(1)
  }
  try {
    const count = prepareCloudflareDir(client, out)
    console.log(
      `dist/cloudflare: ${count} files of ${CLOUDFLARE_MAX_FILES} allowed, ready for \`wrangler pages deploy dist/cloudflare\` (run from the project root: it takes ./functions too).`,
    )
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
