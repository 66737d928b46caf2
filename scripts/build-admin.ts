// Writes the admin page (/admin/) into a folder: index.html, our script bundled with the
// schemas (admin/main.ts), the preview stylesheet and the admin's own (admin.css), the configuration generated from the
// schemas, and Decap CMS's prebuilt bundle copied from node_modules — no CDN. The public
// pages never reference any of it.
import { build, type Plugin } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { readSchemas } from '../lib/content/validate.js'
import { ADMIN_DIR, generateCmsConfig } from './cms-config.js'
import { DECAP_DIST, fixedDecapBundle } from './decap-new-entry-fix.js'

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
  await build({
    entryPoints: [path.join(ADMIN_DIR, 'main.ts')],
    outfile: path.join(outDir, 'admin.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    platform: 'browser',
    plugins: [schemasModule],
    logLevel: 'warning',
  })
}
