// scripts/cloudflare-dir.ts: the deploy uploads only what Cloudflare Pages needs, and stops
// before a deployment Cloudflare would refuse for its number of files.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CLOUDFLARE_MAX_FILES, cloudflareFiles, prepareCloudflareDir } from '../../scripts/cloudflare-dir.js'

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudflare-dir-'))
const client = path.join(parent, 'client')
for (const file of [
  'index.html',
  'index.html.br',
  'index.html.gz',
  'lyon.html',
  '_headers',
  'assets/a.js',
  'assets/a.js.br',
  '.vite/manifest.json',
  'admin/index.html',
]) {
  fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
  fs.writeFileSync(path.join(client, file), file)
}
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }))

describe('the Cloudflare upload', () => {
  it('leaves out the compressed copies and .vite/, keeps pages, assets, _headers and the admin', () => {
    expect(cloudflareFiles(client)).toEqual(['_headers', 'admin/index.html', 'assets/a.js', 'index.html', 'lyon.html'])
    const out = path.join(parent, 'out')
    expect(prepareCloudflareDir(client, out)).toBe(5)
    expect(fs.readFileSync(path.join(out, 'lyon.html'), 'utf8')).toBe('lyon.html')
    expect(fs.existsSync(path.join(out, 'index.html.br'))).toBe(false)
  })

  it('fails past the limit, naming the count, and writes nothing', () => {
    expect(CLOUDFLARE_MAX_FILES).toBe(20_000)
    const out = path.join(parent, 'refused')
    expect(() => prepareCloudflareDir(client, out, 4)).toThrow(/at most 4 files a deployment; this build would upload 5/)
    expect(fs.existsSync(out)).toBe(false)
  })
})
