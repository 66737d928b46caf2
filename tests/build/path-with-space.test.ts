// A checkout under a folder with a space and an accent (« Mes Documents/Hérat »): the
// scripts with a command-line entry must still run (lib/node/main-module.ts). The « am I the main
// module » check used to compare argv[1] with a percent-encoded URL pathname, so
// `npm run preview` and `npm run images` exited 0 there having done nothing.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budget } from '../support/budget.js'

let dir = ''
beforeAll(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-')), 'Mes Documents', 'Hérat')
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of ['package.json', 'tsconfig.json', 'scripts', 'lib', 'schemas', 'components', 'content'])
    fs.cpSync(path.resolve(entry), path.join(dir, entry), { recursive: true })
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  // Two pictures are enough to see the pipeline run (all of them take minutes on a busy machine).
  const images = path.join(dir, 'content/images')
  for (const file of fs.readdirSync(images).sort().slice(2)) fs.rmSync(path.join(images, file), { recursive: true })
})
afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }))

describe('a checkout whose path has a space and an accent', () => {
  it(
    'npm run images makes the pictures',
    () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-images.ts'], { cwd: dir, encoding: 'utf8' })
      expect(run.status, run.stderr).toBe(0)
      expect(run.stdout).toMatch(/images: 2 sources/)
      expect(fs.readdirSync(path.join(dir, 'public/img')).filter((file) => file.endsWith('.avif'))).toHaveLength(6)
    },
    budget(240_000),
  )

  it(
    'npm run preview serves the build',
    async () => {
      fs.mkdirSync(path.join(dir, 'dist/client'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'dist/client/index.html'), '<h1>Accueil</h1>')
      fs.writeFileSync(path.join(dir, 'dist/client/404.html'), '<h1>Oops! Page not found</h1>')
      const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
        cwd: dir,
        env: { ...process.env, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      try {
        const port = await new Promise<string>((resolve, reject) => {
          let output = ''
          server.stdout.on('data', (chunk) => {
            output += chunk
            const found = /http:\/\/localhost:(\d+)\//.exec(output)
            if (found) resolve(found[1])
          })
          server.on('exit', (code) => reject(new Error(`preview exited (${code}) without serving: ${output}`)))
        })
        const answer = await fetch(`http://127.0.0.1:${port}/`)
        expect(answer.status).toBe(200)
        expect(await answer.text()).toContain('Accueil')
      } finally {
        server.kill()
      }
    },
    budget(60_000),
  )
})
