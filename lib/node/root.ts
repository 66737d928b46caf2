// The repository root, found from this file's location by walking up to the folder that holds schemas/, so it
// holds whether the code runs from source (tsx) or bundled into dist/server by Vite.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!fs.existsSync(path.join(dir, 'schemas', 'defs.schema.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
  return dir
}

export const ROOT_DIR = findRoot()
