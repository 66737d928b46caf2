// The build's side of ../entry-loader.ts (browser code): compiled once per build and handed to
// the render workers, which put it in place of the entry <script> Vike writes in every page
// (entry-loader-tag.ts). Kept apart from that swap so that the workers, which only swap, never
// load esbuild.
import { transformSync } from 'esbuild'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

let compiled: string | undefined

/** The loader's browser code, minified. */
export function entryLoaderCode(): string {
  compiled ??= transformSync(fs.readFileSync(fileURLToPath(new URL('../entry-loader.ts', import.meta.url)), 'utf8'), {
    loader: 'ts',
    minify: true,
    format: 'iife',
    target: 'es2020',
  }).code.trim()
  return compiled
}
