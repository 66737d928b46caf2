// The bundles step: the browser and server bundles (`vike build`, without its pre-render: the render
// step renders the pages from the server bundle). They depend on the code alone, and of it
// only on what they are made of (code-hash.ts, BUNDLE_INPUTS), so they are kept in
// .cache/build/bundles/<bundle hash>/ and a build whose bundles' code did not change reuses them.
import fs from 'node:fs'
import path from 'node:path'
import { runChild } from './child.js'
import { BuildError, type BuildContext } from './context.js'

export function bundleDir(context: BuildContext): string {
  return path.join(context.cacheDir, 'bundles', context.bundleHash!)
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
  const { status, stdout } = await runChild(context, path.join(context.root, 'node_modules/.bin/vike'), ['build'], {
    stdio: ['ignore', process.env.VERBOSE ? 'inherit' : 'pipe', 'pipe'],
    env: { ...process.env, VIKE_OUT_DIR: out },
    onStderrLine: (line) => {
      if (!isCssCodeSplitNotice(line)) process.stderr.write(`${line}\n`)
    },
  })
  if (status !== 0) {
    fs.rmSync(out, { recursive: true, force: true })
    if (status === null) throw new BuildError('the bundles were stopped')
    throw new BuildError(`the bundles failed (vike build, exit ${status})${stdout ? `\n${stdout.split('\n').slice(-30).join('\n')}` : ''}`)
  }
  // Only the bundles of the current code are kept.
  fs.rmSync(path.dirname(dir), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  fs.renameSync(out, dir)
  return 'built'
}
