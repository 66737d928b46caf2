// `npm run cms:config`: writes admin/config.json, the Decap CMS configuration generated from
// the schemas (lib/build/cms-config.ts). With --check it only compares and fails when the
// committed file is stale, like the generated types.
import path from 'node:path'
import { CMS_CONFIG, runCmsConfig } from '../lib/build/cms-config.js'

const check = process.argv.includes('--check')
if (!runCmsConfig(check)) {
  console.error('admin/config.json is stale: run `npm run cms:config` and commit the result.')
  process.exit(1)
}
console.log(check ? 'admin/config.json matches the schemas.' : `wrote ${path.relative(process.cwd(), CMS_CONFIG)}`)
