// The schemas of schemas/, read once and compiled by the one ajv setup (ajv.ts), for the
// engine's Node callers (engine-folder.ts; the admin compiles the same schemas in the browser).
import fs from 'node:fs'
import path from 'node:path'
import type Ajv2020 from 'ajv/dist/2020.js'
import { createAjv } from './ajv.js'
import { ROOT_DIR } from '../node/root.js'

export const SCHEMA_DIR = path.join(ROOT_DIR, 'schemas')

/** Every schema of schemas/, parsed. */
export function readSchemas(dir = SCHEMA_DIR): object[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object)
}

let ajvInstance: Ajv2020 | undefined
export function ajv(): Ajv2020 {
  ajvInstance ??= createAjv(readSchemas())
  return ajvInstance
}
