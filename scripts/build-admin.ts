// Writes the admin page (/admin/) into a folder: index.html, our script bundled with the
// schemas (admin/main.ts), the preview's renderer (admin/preview/: the site's pages, bundled
// apart and fetched when a preview first shows) with the image manifest it resolves pictures
// from, the preview stylesheet and the admin's own (admin.css), the configuration generated
// from the schemas, and Decap CMS's prebuilt bundle copied from node_modules — no CDN. The
// public pages never reference any of it.
import { build, type Plugin } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { readSchemas } from '../lib/content/validate.js'
import { IMAGE_MANIFEST } from '../lib/node/images.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { ADMIN_DIR, generateCmsConfig } from './cms-config.js'
import { DECAP_DIST, fixedDecapBundle } from './decap-new-entry-fix.js'
import { cssModuleClasses, cssModuleClassName, cssModuleKey } from './vite/css-module-names.js'

const schemasModule: Plugin = {
  name: 'schemas',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:schemas$/ }, () => ({ path: 'schemas', namespace: 'virtual' }))
    esbuild.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
      contents: `export default ${JSON.stringify(readSchemas())}`,
      loader: 'js',
    }))
  },
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
   *  where the sign-in functions answer). Production's admin uses GitHub and admin/backend.json. */
  github?: { apiRoot: string; baseUrl: string }
}

export async function buildAdmin(outDir: string, options: AdminOptions = {}): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true })
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
  fs.copyFileSync(path.join(ADMIN_DIR, 'index.html'), path.join(outDir, 'index.html'))
  for (const sheet of ['preview.css', 'admin.css']) fs.copyFileSync(path.join(ADMIN_DIR, sheet), path.join(outDir, sheet))
  // decap-cms.js loads its chunks (*.decap-cms.js) from beside itself; source maps stay out.
  // The main bundle is written with its one fix (scripts/decap-new-entry-fix.ts).
  for (const file of fs.readdirSync(DECAP_DIST).filter((name) => /(^|\.)decap-cms\.js$/.test(name))) {
    if (file === 'decap-cms.js') fs.writeFileSync(path.join(outDir, file), fixedDecapBundle())
    else fs.copyFileSync(path.join(DECAP_DIST, file), path.join(outDir, file))
  }
  // The pictures' renditions as the last image step wrote them (none yet: the preview shows the sources).
  fs.writeFileSync(path.join(outDir, 'images.json'), fs.existsSync(IMAGE_MANIFEST) ? fs.readFileSync(IMAGE_MANIFEST) : '{}')
  // Two entries: admin.js, the editor's script, and preview.js, which it fetches when a
  // preview first shows. What both use (the HTML allowlist, the content's derive step) is in
  // chunks they share, downloaded once.
  await build({
    entryPoints: { admin: path.join(ADMIN_DIR, 'main.ts'), preview: path.join(ADMIN_DIR, 'preview', 'index.ts') },
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    platform: 'browser',
    plugins: [schemasModule, siteCode],
    // React's production build, as the site's pages are rendered; the environment the
    // build reads (RELAY_URL, SOURCE_DATE_EPOCH) is the production one: none.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
    jsx: 'automatic',
    absWorkingDir: ROOT_DIR,
    logLevel: 'warning',
  })
}
