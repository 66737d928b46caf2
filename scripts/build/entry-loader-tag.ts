// Build side of components/islands/entry-loader.ts (the browser code): the rewrite step
// (rewrite.ts) puts the inline loader in place of the entry <script> Vike writes in every
// page it pre-rendered.
import { transformSync } from 'esbuild'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Vike's tag for the browser entry (renderer/+client.ts) in a pre-rendered page; $1 is its address. */
export const VIKE_ENTRY_TAG = /<script src="([^"]+)" type="module" async><\/script>/g

let compiled: string | undefined

/** The inline loader that adds the entry at `source` once the page has painted (its hash goes into the CSP). */
export function entryLoaderTag(source: string): string {
  compiled ??= transformSync(fs.readFileSync(fileURLToPath(new URL('../../components/islands/entry-loader.ts', import.meta.url)), 'utf8'), {
    loader: 'ts',
    minify: true,
    format: 'iife',
    target: 'es2020',
  }).code.trim()
  return `<script data-entry="${source}">${compiled}</script>`
}
