// The admin's local backend (scripts/cms-backend.ts), started for real on a temporary folder:
// it listens on 127.0.0.1 only and writes nothing outside content/.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forbiddenPaths, isContentPath } from '../../lib/cms/backend-guard.js'
import { startCmsBackend } from '../../scripts/cms-backend.js'

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
  server = await startCmsBackend({ repoDir: repo, port: 0, logLevel: 'error' })
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
