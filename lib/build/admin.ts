// Writes the admin page (/admin/) into a folder: index.html, the configuration generated from
// the schemas and the pictures' renditions the preview resolves (images.json), all
// revalidated on every visit; and under assets/, named by the hash of their bytes and so
// cached for a year (lib/node/security-headers.ts, deploy/nginx.conf): our script bundled
// with the schemas (admin/main.ts), the preview's renderer (admin/preview/: the site's pages,
// bundled apart and fetched when a preview first shows) and the chunks both share, the
// admin's stylesheet (admin.css), the preview's (preview.css), and Decap CMS's prebuilt
// bundle copied from node_modules — no CDN — in a folder named by the hash of the bundle and
// its chunks, which it loads from beside itself by fixed names. The public pages never
// reference any of it.
import { build, type Plugin } from 'esbuild'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { readSchemas } from '../node/schemas.js'
import { IMAGE_MANIFEST } from '../node/images.js'
import { ROOT_DIR } from '../node/root.js'
import { ADMIN_DIR, generateCmsConfig } from './cms-config.js'
import { DECAP_DIST, fixedDecapBundle } from './decap-new-entry-fix.js'
import { cssModuleClasses, cssModuleClassName, cssModuleKey } from './css-module-names.js'

/** esbuild modules the admin's script imports: `virtual:<name>` → its default export. */
const virtualModules = (modules: Record<string, unknown>): Plugin => ({
  name: 'virtual-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice('virtual:'.length), namespace: 'virtual' }))
    esbuild.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => {
      if (!(args.path in modules)) return { errors: [{ text: `no module virtual:${args.path}` }] }
      return { contents: `export default ${JSON.stringify(modules[args.path])}`, loader: 'js' }
    })
  },
})

/** The admin's hashed files live here, under /admin/. */
export const ADMIN_ASSETS_DIR = 'assets'

/** Ten hex digits of the SHA-256 of some bytes: enough to tell versions of a file apart. */
const contentHash = (...parts: (string | Buffer)[]) => {
  const hash = crypto.createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex').slice(0, 10)
}

/** Writes `bytes` as assets/<name>.<hash><extension>; returns its path relative to the admin. */
function writeHashed(outDir: string, name: string, extension: string, bytes: string | Buffer): string {
  const relative = `${ADMIN_ASSETS_DIR}/${name}.${contentHash(bytes)}${extension}`
  fs.writeFileSync(path.join(outDir, relative), bytes)
  return relative
}

/**
 * What Vite does for the site's code that the preview bundle needs too: a CSS module gives
 * the class names Vite gives it (the site's stylesheet styles them; the rules themselves come
 * with that stylesheet), a plain stylesheet nothing. And the one Node-only module the pages'
 * data hooks import, the image manifest's reader, becomes the preview's (admin/preview/images.ts).
 */
const siteCode: Plugin = {
  name: 'site-code',
  setup(esbuild) {
    esbuild.onResolve({ filter: /[/\\]node[/\\]images\.js$/ }, () => ({ path: path.join(ADMIN_DIR, 'preview', 'images.ts') }))
    esbuild.onLoad({ filter: /\.module\.css$/ }, (args) => {
      const names = cssModuleClasses(fs.readFileSync(args.path, 'utf8'))
      const classes = Object.fromEntries(names.map((name) => [cssModuleKey(name), cssModuleClassName(name, args.path)]))
      return { contents: `export default ${JSON.stringify(classes)}`, loader: 'js' }
    })
    esbuild.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }))
    // The icon sprite's URL is the built site's (hashed): the admin reads it from the home
    // page and sets it (admin/preview/index.ts) before the first render.
    esbuild.onResolve({ filter: /\/icons\.svg\?no-inline$|^virtual:site-sprite$/ }, () => ({ path: 'sprite', namespace: 'site-sprite' }))
    esbuild.onLoad({ filter: /.*/, namespace: 'site-sprite' }, () => ({
      contents: 'let url = ""; export function setSprite(next) { url = next } export { url as default }',
      loader: 'js',
    }))
  },
}

export interface AdminOptions {
  /** Local mode (`npm run cms`): the decap-server URL the editor talks to instead of GitHub. */
  localBackend?: string
  /** Tests only: their GitHub stand-in's API (api_root) and the site's test address (base_url,
   *  where the sign-in functions answer). Production's admin uses GitHub and lib/oauth/backend.ts. */
  github?: { apiRoot: string; baseUrl: string }
}

export async function buildAdmin(outDir: string, options: AdminOptions = {}): Promise<void> {
  // The previous build's hashed files go (`npm run cms` builds into the same folder again).
  fs.rmSync(path.join(outDir, ADMIN_ASSETS_DIR), { recursive: true, force: true })
  fs.mkdirSync(path.join(outDir, ADMIN_ASSETS_DIR), { recursive: true })
  const config = JSON.parse(generateCmsConfig()) as Record<string, unknown>
  if (options.localBackend) {
    config.local_backend = { url: options.localBackend }
    // decap-server's file-system mode has no pull requests: saves go straight to disk.
    delete config.publish_mode
  }
  if (options.github) {
    const backend = config.backend as Record<string, unknown>
    backend.api_root = options.github.apiRoot
    backend.base_url = options.github.baseUrl
  }
  fs.writeFileSync(path.join(outDir, 'config.json'), JSON.stringify(config))
  // decap-cms.js loads its chunks (*.decap-cms.js) from beside itself; source maps stay out.
  // The main bundle is written with its one fix (lib/build/decap-new-entry-fix.ts).
  const decapFiles = new Map(
    fs
      .readdirSync(DECAP_DIST)
      .filter((name) => /(^|\.)decap-cms\.js$/.test(name))
      .sort()
      .map((name) => [name, name === 'decap-cms.js' ? Buffer.from(fixedDecapBundle()) : fs.readFileSync(path.join(DECAP_DIST, name))]),
  )
  const decapDir = `${ADMIN_ASSETS_DIR}/decap-${contentHash(...[...decapFiles].flat())}`
  fs.mkdirSync(path.join(outDir, decapDir), { recursive: true })
  for (const [name, bytes] of decapFiles) fs.writeFileSync(path.join(outDir, decapDir, name), bytes)
  const previewStyle = writeHashed(outDir, 'preview', '.css', fs.readFileSync(path.join(ADMIN_DIR, 'preview.css')))
  const adminStyle = writeHashed(outDir, 'admin', '.css', fs.readFileSync(path.join(ADMIN_DIR, 'admin.css')))
  // The pictures' renditions as the last image step wrote them (none yet: the preview shows the sources).
  fs.writeFileSync(path.join(outDir, 'images.json'), fs.existsSync(IMAGE_MANIFEST) ? fs.readFileSync(IMAGE_MANIFEST) : '{}')
  const { adminScript } = await bundleScripts(outDir, { decap: `${decapDir}/decap-cms.js`, previewStyle })
  // index.html names admin.js and admin.css; the page gets their hashed names.
  let html = fs.readFileSync(path.join(ADMIN_DIR, 'index.html'), 'utf8')
  for (const [name, hashed] of [
    ['admin.js', adminScript],
    ['admin.css', adminStyle],
  ]) {
    const reference = new RegExp(`(\\s(?:src|href)=")${name.replace('.', '\\.')}(")`)
    if (!reference.test(html)) throw new Error(`admin/index.html no longer refers to ${name}: lib/build/admin.ts gives it its hashed name`)
    html = html.replace(reference, `$1${hashed}$2`)
  }
  fs.writeFileSync(path.join(outDir, 'index.html'), html)
}

/**
 * Two entries in one esbuild run: admin.js, the editor's script, and preview.js, which it
 * fetches when a preview first shows; what both use (the HTML allowlist, the content's derive
 * step) is in chunks they share, downloaded once. Chunks are named by esbuild's content hash;
 * the entries get the hash of their bytes here, preview.js first, since admin.js names it.
 */
async function bundleScripts(outDir: string, assets: { decap: string; previewStyle: string }): Promise<{ adminScript: string }> {
  const assetsDir = path.join(outDir, ADMIN_ASSETS_DIR)
  const result = await build({
    entryPoints: { admin: path.join(ADMIN_DIR, 'main.ts'), preview: path.join(ADMIN_DIR, 'preview', 'index.ts') },
    outdir: assetsDir,
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    platform: 'browser',
    // siteCode first: it answers virtual:site-sprite, the other virtual modules come after.
    plugins: [siteCode, virtualModules({ schemas: readSchemas(), 'admin-assets': assets })],
    // React's production build, as the site's pages are rendered; the environment the
    // build reads (RELAY_URL, SOURCE_DATE_EPOCH) is the production one: none.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
    jsx: 'automatic',
    absWorkingDir: ROOT_DIR,
    logLevel: 'warning',
  })
  if (result.errors.length > 0) throw new Error("the admin's scripts did not build")
  const entry = (name: string) => {
    const file = path.join(assetsDir, `${name}.js`)
    const code = fs.readFileSync(file, 'utf8')
    fs.rmSync(file)
    return code
  }
  const preview = writeHashed(outDir, 'preview', '.js', entry('preview'))
  // admin.js fetches the preview beside itself: `new URL("preview.js", import.meta.url)`.
  const admin = entry('admin')
  const named = admin.split('"preview.js"')
  if (named.length !== 2) throw new Error('admin/main.ts no longer names "preview.js" once: lib/build/admin.ts gives it its hashed name')
  return { adminScript: writeHashed(outDir, 'admin', '.js', named.join(JSON.stringify(path.posix.basename(preview)))) }
}
