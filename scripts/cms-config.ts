// `npm run cms:config`: writes admin/config.json, the Decap CMS configuration generated from
// schemas/ and lib/content/kinds.ts (lib/cms/decap-config.ts). With --check it only compares
// and fails when the committed file is stale, like the generated types.
import fs from 'node:fs'
import path from 'node:path'
import { decapConfig, type BackendSettings } from '../lib/cms/decap-config.js'
import { KINDS } from '../lib/content/kinds.js'
import { contentDir } from '../lib/node/load.js'
import { readSchemas } from '../lib/node/schemas.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { isMainModule } from '../lib/node/main-module.js'
import { ALLOWED_SCOPES } from '../lib/oauth/settings.js'

export const ADMIN_DIR = path.join(ROOT_DIR, 'admin')
const target = path.join(ADMIN_DIR, 'config.json')

/**
 * admin/backend.json, checked: the sign-in runs on the site's own origin (functions/oauth/),
 * with a scope that writes no more than needed, and GitHub's API is GitHub's (the tests'
 * stand-in is given to the admin they build, never written here).
 */
export function backendSettings(siteUrl: string, file = path.join(ADMIN_DIR, 'backend.json')): BackendSettings {
  const settings = JSON.parse(fs.readFileSync(file, 'utf8')) as BackendSettings
  const problems = [
    settings.base_url === new URL(siteUrl).origin
      ? ''
      : `base_url must be the site's origin, ${new URL(siteUrl).origin} (content/site.json)`,
    settings.auth_endpoint === OAUTH_ENDPOINT ? '' : `auth_endpoint must be ${OAUTH_ENDPOINT} (functions/oauth/authorize.ts)`,
    settings.auth_scope && ALLOWED_SCOPES.includes(settings.auth_scope) ? '' : `auth_scope must be one of ${ALLOWED_SCOPES.join(', ')}`,
    settings.api_root === undefined ? '' : 'api_root is for tests only',
  ].filter(Boolean)
  if (problems.length) throw new Error(`${path.relative(process.cwd(), file)}: ${problems.join('; ')}`)
  return settings
}

/** The sign-in function's path under the site (functions/oauth/authorize.ts). */
export const OAUTH_ENDPOINT = 'oauth/authorize'

const siteUrl = () => (JSON.parse(fs.readFileSync(path.join(contentDir(), 'site.json'), 'utf8')) as { url: string }).url

export function generateCmsConfig(schemas = readSchemas()): string {
  const url = siteUrl()
  const config = decapConfig({ schemas, kinds: KINDS, siteUrl: url, backend: backendSettings(url) })
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
