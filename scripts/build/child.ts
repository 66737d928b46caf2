// The build's child processes (`npm run check`, `vike build`): started here so that a failure
// of a step running beside them, Ctrl-C or a kill stops them too, instead of leaving them to
// write into the caches after the build has gone.
import { spawn, type SpawnOptions } from 'node:child_process'
import type { BuildContext } from './context.js'

export interface ChildResult {
  /** null when it was stopped by a signal. */
  status: number | null
  stdout: string
  stderr: string
}

/**
 * Runs a command to its end, its output collected (stderr also passed line by line to
 * `onStderrLine`, when given, as it comes).
 */
export function runChild(
  context: BuildContext,
  command: string,
  args: string[],
  options: SpawnOptions & { onStderrLine?: (line: string) => void } = {},
): Promise<ChildResult> {
  const { onStderrLine, ...spawnOptions } = options
  return new Promise((resolve) => {
    let stdout = ''
    let stderr = ''
    let partial = ''
    // In a process group of its own: `npm run check` is npm, a shell and tsc, and stopping it
    // must stop all three (stopChildren signals the group).
    const child = spawn(command, args, { cwd: context.root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...spawnOptions })
    context.children.add(child)
    child.stdout?.on('data', (chunk) => (stdout += chunk))
    child.stderr?.on('data', (chunk) => {
      stderr += chunk
      if (!onStderrLine) return
      // Line by line: a chunk may end in the middle of a line.
      const lines = (partial + String(chunk)).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) onStderrLine(line)
    })
    child.on('close', (code, signal) => {
      if (partial && onStderrLine) onStderrLine(partial)
      context.children.delete(child)
      resolve({ status: signal ? null : code, stdout, stderr })
    })
  })
}

/** Stops every child process and render worker still running, and waits for them to end. */
export async function stopChildren(context: BuildContext, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const running = [...context.children].filter((child) => child.exitCode === null && child.signalCode === null)
  await Promise.all([
    ...[...context.workers].map((worker) => worker.terminate()),
    ...running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('close', () => resolve())
          try {
            process.kill(-child.pid!, signal)
          } catch {
            child.kill(signal)
          }
        }),
    ),
  ])
}
