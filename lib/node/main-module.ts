// « Am I the script node was asked to run? » — the one check every script with a command-line
// entry uses. Compares file paths, never URL pathnames: a checkout under « Mes Documents » or
// « Hérat » has %20 and %C3%A9 in import.meta.url's pathname but not in process.argv[1], so a
// comparison of the two made `npm run preview` and `npm run images` exit 0 having done nothing.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The real path of a file (symbolic links resolved), or its absolute path if it does not exist. */
function realPath(file: string): string {
  try {
    return fs.realpathSync(file)
  } catch {
    return path.resolve(file)
  }
}

/** Whether the module at `moduleUrl` (its import.meta.url) is the entry point of this process. */
export function isMainModule(moduleUrl: string, entry: string | undefined = process.argv[1]): boolean {
  if (!entry) return false
  return realPath(entry) === realPath(fileURLToPath(moduleUrl))
}
