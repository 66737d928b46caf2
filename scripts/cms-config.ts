// `npm run cms:config`: writes admin/config.json, the Decap CMS configuration generated from
// schemas/ and lib/content/kinds.ts (lib/cms/decap-config.ts). With --check it only compares
// and fails when the committed file is stale, like the generated types.
import fs from 'node:fs'
import path from 'node:path'
import { decapConfig, type BackendSettings, type SchemaNode } from '../lib/cms/decap-config.js'
import { KINDS } from '../lib/content/kinds.js'
import { contentDir } from '../lib/content/load.js'
import { readSchemas } from '../lib/content/validate.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { isMainModule } from '../lib/node/main-module.js'

export const ADMIN_DIR = path.join(ROOT_DIR, 'admin')
const target = path.join(ADMIN_DIR, 'config.json')

const backendSettings = () => JSON.parse(fs.readFileSync(path.join(ADMIN_DIR, 'backend.json'), 'utf8')) as BackendSettings

/** Origin of the OAuth client the admin signs in through, for its CSP. */
export function cmsAuthOrigin(): string | undefined {
  const { base_url: url } = backendSettings()
  return url ? new URL(url).origin : undefined
}

export function generateCmsConfig(schemas = readSchemas()): string {
  const backend = backendSettings()
  const site = JSON.parse(fs.readFileSync(path.join(contentDir(), 'site.json'), 'utf8')) as { url: string }
  const config = decapConfig({ schemas: schemas as SchemaNode[], kinds: KINDS, siteUrl: site.url, backend })
  return `${JSON.stringify(config, null, 2)}\n`
}

/** Compares or writes; returns false when --check finds the file stale. */
export function runCmsConfig(check: boolean, file = target, schemas = readSchemas()): boolean {
  const source = generateCmsConfig(schemas)
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  if (check) return current === source
  if (current !== source) fs.writeFileSync(file, source)
  return true
}

if (isMainModule(import.meta.url)) {
  const check = process.argv.includes('--check')
  if (!runCmsConfig(check)) {
    console.error('admin/config.json is stale: run `npm run cms:config` and commit the result.')
    process.exit(1)
  }
  console.log(check ? 'admin/config.json matches the schemas.' : `wrote ${path.relative(process.cwd(), target)}`)
}
