// The admin's local backend (lib/node/cms-backend.ts), started for real on a temporary folder:
// it listens on 127.0.0.1 only, answers only to localhost on its port and to the admin's own
// origin (DNS rebinding), writes nothing outside content/, follows no link, shows no stack.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forbiddenPaths, isContentPath } from '../../lib/cms/backend-guard.js'
import { adminOrigins, startCmsBackend } from '../../lib/node/cms-backend.js'

const ADMIN_PORT = 5555

let repo: string
let server: Server
let url: string

const post = (body: object) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }))

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backend-'))
  fs.mkdirSync(path.join(repo, 'content/salons'), { recursive: true })
  fs.mkdirSync(path.join(repo, '.git/hooks'), { recursive: true })
  fs.writeFileSync(path.join(repo, 'package.json'), '{"name":"untouched"}\n')
  server = await startCmsBackend({ repoDir: repo, port: 0, adminPort: ADMIN_PORT, logLevel: 'error' })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
})

afterAll(() => {
  server?.close()
  fs.rmSync(repo, { recursive: true, force: true })
})

describe('the local backend', () => {
  it('listens on the loopback address only', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1')
  })

  it('writes an entry under content/', async () => {
    const raw = '{"id":"x"}\n'
    const answer = await post({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'x', path: 'content/salons/x.json', raw },
        assets: [],
        options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
      },
    })
    expect(answer.status).toBe(200)
    expect(fs.readFileSync(path.join(repo, 'content/salons/x.json'), 'utf8')).toBe(raw)
  })

  it('refuses persistEntry outside content/ (package.json) and writes nothing', async () => {
    const answer = await post({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'p', path: 'package.json', raw: '{"pwned":true}' },
        assets: [],
        options: { commitMessage: 'x' },
      },
    })
    expect(answer.status).toBe(403)
    expect(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).toBe('{"name":"untouched"}\n')
  })

  it('refuses persistMedia outside content/ (.git/hooks) and through ..', async () => {
    for (const target of ['.git/hooks/pre-commit', 'content/../.git/hooks/pre-commit']) {
      const answer = await post({
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: target, content: Buffer.from('#!/bin/sh\n').toString('base64'), encoding: 'base64' },
          options: { commitMessage: 'x' },
        },
      })
      expect(answer.status, target).toBe(403)
    }
    expect(fs.existsSync(path.join(repo, '.git/hooks/pre-commit'))).toBe(false)
  })

  it('refuses to read or delete outside content/', async () => {
    expect((await post({ action: 'getEntry', params: { branch: 'main', path: 'package.json' } })).status).toBe(403)
    expect(
      (
        await post({
          action: 'deleteFiles',
          params: { branch: 'main', paths: ['content/salons/x.json', 'package.json'], options: { commitMessage: 'x' } },
        })
      ).status,
    ).toBe(403)
    expect(fs.existsSync(path.join(repo, 'package.json'))).toBe(true)
  })
})

describe('backend-guard', () => {
  it('accepts content/ paths only', () => {
    expect(isContentPath('content/images/a.svg')).toBe(true)
    for (const bad of ['content', 'package.json', '/etc/passwd', 'content/../x', 'content\\..\\x', 'contents/x', './content/x'])
      expect(isContentPath(bad), bad).toBe(false)
  })
  it('lists the paths of every kind of request', () => {
    expect(forbiddenPaths({ action: 'entriesByFiles', params: { files: [{ path: 'content/site.json' }, { path: 'README.md' }] } })).toEqual(
      ['README.md'],
    )
    expect(forbiddenPaths({ action: 'getMedia', params: { mediaFolder: 'content/images' } })).toEqual([])
  })
})

/** A raw request with the headers a browser (or an attacker's page through DNS rebinding) would send. */
function raw(options: {
  method?: string
  headers?: Record<string, string>
  body?: string
}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const port = (server.address() as AddressInfo).port
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1',
        method: options.method ?? 'POST',
        headers: { 'Content-Type': 'application/json', ...options.headers },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}

const persist = (file: string) =>
  JSON.stringify({
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'x', path: file, raw: '{"pwned":true}' },
      assets: [],
      options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
    },
  })

describe('DNS rebinding and CORS (the real decap-server)', () => {
  it('refuses a request whose Host is not this machine on this port, and writes nothing', async () => {
    const port = (server.address() as AddressInfo).port
    for (const host of ['attacker.example:8081', `attacker.example:${port}`, 'localhost:1', `localhost.attacker.example:${port}`]) {
      const answer = await raw({ headers: { Host: host, Origin: `http://${host}` }, body: persist('content/salons/rebound.json') })
      expect(answer.status, host).toBe(403)
      const bare = await raw({ headers: { Host: host }, body: persist('content/salons/rebound.json') })
      expect(bare.status, host).toBe(403)
    }
    expect(fs.existsSync(path.join(repo, 'content/salons/rebound.json'))).toBe(false)
  })

  it('answers localhost and 127.0.0.1 on its port', async () => {
    const port = (server.address() as AddressInfo).port
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const answer = await raw({
        headers: { Host: host },
        body: JSON.stringify({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'content/salons' } }),
      })
      expect(answer.status, host).toBe(200)
    }
  })

  it('allows CORS only from the admin’s own origin', async () => {
    const port = (server.address() as AddressInfo).port
    const preflight = (origin: string) =>
      raw({
        method: 'OPTIONS',
        headers: {
          Host: `127.0.0.1:${port}`,
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      })
    for (const origin of ['http://localhost:5556', 'http://127.0.0.1:8080', 'http://attacker.example', 'null']) {
      const answer = await preflight(origin)
      expect(answer.status, origin).toBe(403)
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
    for (const origin of adminOrigins(ADMIN_PORT)) {
      const answer = await preflight(origin)
      expect(answer.status, origin).toBeLessThan(300)
      expect(answer.headers['access-control-allow-origin']).toBe(origin)
    }
    const cross = await raw({
      headers: { Host: `127.0.0.1:${port}`, Origin: 'http://localhost:5556' },
      body: persist('content/salons/cross.json'),
    })
    expect(cross.status).toBe(403)
    expect(fs.existsSync(path.join(repo, 'content/salons/cross.json'))).toBe(false)
  })

  it('shows no stack trace and no path in its errors', async () => {
    const port = (server.address() as AddressInfo).port
    const answers = [
      await raw({
        headers: { Host: `127.0.0.1:${port}` },
        body: `{"action":"persistEntry","params":{"raw":"${'x'.repeat(51 * 1024 * 1024)}"}}`,
      }),
      await raw({ headers: { Host: `127.0.0.1:${port}` }, body: '{"action": broken' }),
      await raw({
        headers: { Host: `127.0.0.1:${port}` },
        body: JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: 'content/salons/none.json' } }),
      }),
    ]
    expect(answers[0].status).toBe(413)
    expect(answers[1].status).toBe(400)
    for (const answer of answers) {
      expect(answer.text).not.toMatch(/\bat \S|node_modules|\/tmp\/|\/work\/|\/home\/|\/root\//)
      expect(answer.text).not.toContain(repo)
    }
  })
})

describe('a link inside content/', () => {
  beforeAll(() => {
    fs.symlinkSync('..', path.join(repo, 'content/up'))
    fs.writeFileSync(path.join(repo, 'outside.json'), '{"secret":true}\n')
    fs.symlinkSync(path.join(repo, 'outside.json'), path.join(repo, 'content/salons/linked.json'))
  })
  afterAll(() => {
    fs.rmSync(path.join(repo, 'content/up'))
    fs.rmSync(path.join(repo, 'content/salons/linked.json'))
  })

  it('is refused for reading, through a folder link and as a file link', async () => {
    for (const file of ['content/up/package.json', 'content/salons/linked.json']) {
      const answer = await post({ action: 'getEntry', params: { branch: 'main', path: file } })
      expect(answer.status, file).toBe(403)
      expect(JSON.stringify(answer.body)).not.toContain('untouched')
      expect(JSON.stringify(answer.body)).not.toContain('secret')
    }
    // A folder listing reads every file of the folder: one holding a link is refused.
    expect(
      (await post({ action: 'entriesByFolder', params: { branch: 'main', folder: 'content/salons', extension: 'json', depth: 1 } })).status,
    ).toBe(403)
    expect(
      (await post({ action: 'entriesByFolder', params: { branch: 'main', folder: 'content/up', extension: 'json', depth: 1 } })).status,
    ).toBe(403)
  })

  it('is refused for writing, including a file not yet created under the link', async () => {
    for (const file of ['content/up/.git/hooks/pre-commit', 'content/up/new-folder/x.json', 'content/salons/linked.json']) {
      const answer = await raw({ headers: { Host: `127.0.0.1:${(server.address() as AddressInfo).port}` }, body: persist(file) })
      expect(answer.status, file).toBe(403)
    }
    expect(fs.existsSync(path.join(repo, '.git/hooks/pre-commit'))).toBe(false)
    expect(fs.existsSync(path.join(repo, 'new-folder'))).toBe(false)
    expect(fs.readFileSync(path.join(repo, 'outside.json'), 'utf8')).toBe('{"secret":true}\n')
  })

  it('is refused for deleting', async () => {
    for (const body of [
      { action: 'deleteFile', params: { branch: 'main', path: 'content/up/package.json', options: { commitMessage: 'x' } } },
      { action: 'deleteFiles', params: { branch: 'main', paths: ['content/up/package.json'], options: { commitMessage: 'x' } } },
      { action: 'deleteFile', params: { branch: 'main', path: 'content/salons/linked.json', options: { commitMessage: 'x' } } },
    ])
      expect((await post(body)).status).toBe(403)
    expect(fs.existsSync(path.join(repo, 'package.json'))).toBe(true)
    expect(fs.existsSync(path.join(repo, 'content/salons/linked.json'))).toBe(true)
  })
})
