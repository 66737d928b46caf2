// The one reader of the schema files: schemas/*.schema.json, read once, in file-name order,
// for every Node caller (the folder's engine, `npm run validate`, the admin's configuration
// and bundle, the type generator, the docs' field tables), and compiled by the one ajv setup
// (lib/content/ajv.ts). What a schema's `$ref` names is the core's to say
// (lib/content/schema-set.ts): this file hands it the JSON, nothing more.
import fs from 'node:fs'
import path from 'node:path'
import type Ajv2020 from 'ajv/dist/2020.js'
import { createAjv } from '../content/ajv.js'
import type { SchemaNode } from '../content/schema-set.js'
import { ROOT_DIR } from './root.js'

export const SCHEMA_DIR = path.join(ROOT_DIR, 'schemas')

/** Every schema of schemas/, parsed, in file-name order (each one's `$id` is its file name). */
export function readSchemas(dir = SCHEMA_DIR): SchemaNode[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SchemaNode)
}

let ajvInstance: Ajv2020 | undefined
/** The schemas compiled once per process. */
export function ajv(): Ajv2020 {
  ajvInstance ??= createAjv(readSchemas())
  return ajvInstance
}
