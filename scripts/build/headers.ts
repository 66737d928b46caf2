// The headers step: the security headers, for static hosts (_headers) and nginx (two includes), with
// the CSP allowing the pages' inline scripts by hash and the relay the form posts to.
import fs from 'node:fs'
import path from 'node:path'
import { callbackData } from '../../lib/page-data.js'
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  headersFile,
  nginxHeaders,
  securityHeaders,
} from '../../lib/node/security-headers.js'
import type { BuildContext } from './context.js'

export async function headers(context: BuildContext): Promise<string> {
  const callback = callbackData(context.content!)
  const hashes = [...new Set(context.pages!.flatMap((page) => page.scriptHashes))].sort()
  const site = securityHeaders(contentSecurityPolicy({ relay: callback.relay.form, confirmation: callback.next }, hashes))
  const admin = adminHeaders(site, adminContentSecurityPolicy())
  fs.writeFileSync(path.join(context.client, '_headers'), headersFile(site, admin))
  fs.writeFileSync(path.join(context.temp, 'nginx-headers.conf'), nginxHeaders(site))
  fs.writeFileSync(path.join(context.temp, 'nginx-admin-headers.conf'), nginxHeaders(admin))
  return `${hashes.length} script hashes`
}
