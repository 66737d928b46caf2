// Step 4: the browser and server bundles (`vike build`, without its pre-render: the render
// step runs it). They depend on the code alone (code-hash.ts), so they are kept in
// .cache/build/bundles/<code hash>/ and a build whose code did not change reuses them.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BuildError, type BuildContext } from './context.js'

/** The running `vike build`, for the interruption handler of scripts/build.ts. */
export let bundler: ChildProcess | undefined

export function bundleDir(context: BuildContext): string {
  return path.join(context.cacheDir, 'bundles', context.codeHash!)
}

/**
 * Vike warns whenever build.cssCodeSplit is false (vikejs/vike#1993: CSS imported by
 * server-only code could be shipped twice). The site sets it on purpose (one stylesheet),
 * and tests/site/islands.test.ts checks that every page links that one file and no other.
 */
export function isCssCodeSplitNotice(line: string): boolean {
  // Vike colours its output: compare the text without its colour codes.
  return /\[vike\]\[Warning\] build\.cssCodeSplit shouldn't be set to false/.test(line.replace(/\x1b\[[0-9;]*m/g, ''))
}

export async function bundles(context: BuildContext): Promise<string> {
  const dir = bundleDir(context)
  if (fs.existsSync(path.join(dir, 'server'))) return 'reused: code unchanged'
  const out = path.join(context.cacheDir, `bundles.tmp-${process.pid}`)
  fs.rmSync(out, { recursive: true, force: true })
  const { status, stdout } = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
    let stdout = ''
    bundler = spawn(path.join(context.root, 'node_modules/.bin/vike'), ['build'], {
      cwd: context.root,
      stdio: ['ignore', process.env.VERBOSE ? 'inherit' : 'pipe', 'pipe'],
      env: { ...process.env, VIKE_OUT_DIR: out },
    })
    bundler.stdout?.on('data', (chunk) => (stdout += chunk))
    // Line by line: a chunk may end in the middle of the notice.
    let partial = ''
    bundler.stderr?.on('data', (chunk) => {
      const lines = (partial + String(chunk)).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) if (!isCssCodeSplitNotice(line)) process.stderr.write(`${line}\n`)
    })
    bundler.on('close', (code, signal) => {
      if (partial && !isCssCodeSplitNotice(partial)) process.stderr.write(partial)
      bundler = undefined
      resolve({ status: signal ? null : code, stdout })
    })
  })
  if (status !== 0) {
    fs.rmSync(out, { recursive: true, force: true })
    throw new BuildError(`the bundles failed (vike build, exit ${status})${stdout ? `\n${stdout.split('\n').slice(-30).join('\n')}` : ''}`)
  }
  // Only the bundles of the current code are kept.
  fs.rmSync(path.dirname(dir), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  fs.renameSync(out, dir)
  return 'built'
}
