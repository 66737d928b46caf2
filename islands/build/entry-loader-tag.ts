// The build's half of ../entry-loader.ts (browser code): the loader compiled once per build,
// and, in each page Vike renders, the entry <script src> swapped for that inline loader, which
// adds the entry once the page has painted. render.ts compiles it; the render workers swap it
// into every page before writing it.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** Vike's tag for the browser entry (renderer/+client.ts) in a rendered page; $1 is its address. */
export const VIKE_ENTRY_TAG = /<script src="([^"]+)" type="module" async><\/script>/g

/** The page with its entry swapped for the loader (`loaderCode`: entryLoaderCode()), or why not. */
export function rewritePage(html: string, loaderCode: string): string {
  const entries = html.match(VIKE_ENTRY_TAG) ?? []
  if (entries.length !== 1) throw new Error(`expected one entry <script type="module">, found ${entries.length}`)
  return html.replace(VIKE_ENTRY_TAG, (_tag, source: string) => `<script data-entry="${source}">${loaderCode}</script>`)
}

let compiled: string | undefined

/** The loader's browser code, minified. */
export function entryLoaderCode(): string {
  // esbuild is loaded here, on the first call, not by an import: the render workers load this
  // module for the swap alone, and each would spend about 0.1 s loading esbuild for nothing.
  const { transformSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild')
  compiled ??= transformSync(fs.readFileSync(fileURLToPath(new URL('../entry-loader.ts', import.meta.url)), 'utf8'), {
    loader: 'ts',
    minify: true,
    format: 'iife',
    target: 'es2020',
  }).code.trim()
  return compiled
}
