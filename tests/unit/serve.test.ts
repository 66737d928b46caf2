// scripts/serve.ts (`npm run preview`) on a small fake build: statuses and cache headers as a
// static host must answer them.
import fs from 'node:fs'
import type http from 'node:http'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headersFile, securityHeaders } from '../../lib/node/security-headers.js'
import { createStaticServer } from '../../scripts/serve.js'

let root = ''
let server: http.Server
let base = ''

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'))
  fs.mkdirSync(path.join(root, 'assets'))
  fs.mkdirSync(path.join(root, 'contact'))
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>Accueil</h1>')
  fs.writeFileSync(path.join(root, 'contact/index.html'), '<h1>Contact</h1>')
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Oops! Page not found</h1>')
  fs.writeFileSync(path.join(root, 'assets/entry-abc123.js'), 'export {}')
  fs.writeFileSync(path.join(root, '_headers'), headersFile(securityHeaders("default-src 'self'")))
  server = createStaticServer(root)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(root, { recursive: true, force: true })
})

describe('npm run preview', () => {
  it('caches existing hashed files for a year', async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/assets/missing-abc123.js', '/img/missing-480.avif'])(
    'answers a missing %s with 404, never cached for a year',
    async (route) => {
      const response = await fetch(`${base}${route}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBeNull()
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'")
    },
  )

  it.each(['/404', '/404.html', '/_headers', '/nope'])('answers %s with the 404 page and status 404', async (route) => {
    const response = await fetch(`${base}${route}`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
  })

  it('answers a malformed escape with 400', async () => {
    expect((await fetch(`${base}/%ZZ`)).status).toBe(400)
  })

  it('serves pages by their clean URL', async () => {
    const response = await fetch(`${base}/contact`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Contact')
  })

  it('says so in plain text when the folder has no 404 page (no build yet)', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-empty-'))
    const bare = createStaticServer(empty)
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(bare.address() as net.AddressInfo).port}/contact`)
      expect(response.status).toBe(404)
      expect(await response.text()).toMatch(/no \/404 page: build the site first/)
    } finally {
      await new Promise((resolve) => bare.close(resolve))
      fs.rmSync(empty, { recursive: true, force: true })
    }
  })
})
