// admin/config.json, the Decap CMS configuration generated from schemas/, lib/content/kinds.ts
// and the GitHub backend's settings (lib/cms/decap-config.ts, lib/oauth/backend.ts): written by
// `npm run cms:config` (scripts/cms-config.ts), compared by `npm run check`, and given to the
// admin each build makes (lib/build/admin.ts).
import fs from 'node:fs'
import path from 'node:path'
import { decapConfig } from '../cms/decap-config.js'
import { KINDS } from '../content/kinds.js'
import { contentDir } from '../node/load.js'
import { readSchemas } from '../node/schemas.js'
import { ROOT_DIR } from '../node/root.js'
import { GITHUB_BACKEND, type BackendSettings } from '../oauth/backend.js'
import { ALLOWED_SCOPES } from '../oauth/settings.js'

export const ADMIN_DIR = path.join(ROOT_DIR, 'admin')
export const CMS_CONFIG = path.join(ADMIN_DIR, 'config.json')

/**
 * The GitHub backend's settings (lib/oauth/backend.ts), checked: the sign-in runs on the site's
 * own origin (functions/oauth/), with a scope that writes no more than needed, and GitHub's API
 * is GitHub's (the tests' stand-in is given to the admin they build, never written there).
 */
export function backendSettings(siteUrl: string, settings: BackendSettings = GITHUB_BACKEND): BackendSettings {
  const problems = [
    settings.base_url === new URL(siteUrl).origin
      ? ''
      : `base_url must be the site's origin, ${new URL(siteUrl).origin} (content/site.json)`,
    settings.auth_endpoint === OAUTH_ENDPOINT ? '' : `auth_endpoint must be ${OAUTH_ENDPOINT} (functions/oauth/authorize.ts)`,
    settings.auth_scope && ALLOWED_SCOPES.includes(settings.auth_scope) ? '' : `auth_scope must be one of ${ALLOWED_SCOPES.join(', ')}`,
    settings.api_root === undefined ? '' : 'api_root is for tests only',
  ].filter(Boolean)
  if (problems.length) throw new Error(`lib/oauth/backend.ts: ${problems.join('; ')}`)
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
export function runCmsConfig(check: boolean, file = CMS_CONFIG, schemas = readSchemas()): boolean {
  const source = generateCmsConfig(schemas)
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  if (check) return current === source
  if (current !== source) fs.writeFileSync(file, source)
  return true
}
