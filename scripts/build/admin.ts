// The admin step: the owner's editor at /admin/ (scripts/build-admin.ts: Decap CMS and its
// configuration generated from the schemas).
import path from 'node:path'
import { buildAdmin } from '../build-admin.js'
import type { BuildContext } from './context.js'

export async function admin(context: BuildContext): Promise<string> {
  await buildAdmin(path.join(context.client, 'admin'))
  return 'written'
}
