// The memory of a process with everything it started, for the benches (bench-scale.ts,
// bench-dev.ts): a build or a dev server is several processes (tsc, Vite) and threads.
import fs from 'node:fs'

/** Resident memory (MB) of `root` and all its descendants, read from /proc. */
export function treeRssMb(root: number): number {
  const children = new Map<number, number[]>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The parent id is the 4th field, after the command name in parentheses (which may hold spaces).
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
    } catch {
      // The process ended while the list was read.
    }
  }
  let kb = 0
  for (const pending = [root]; pending.length > 0;) {
    const pid = pending.pop()!
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // Gone.
    }
    pending.push(...(children.get(pid) ?? []))
  }
  return kb / 1024
}
