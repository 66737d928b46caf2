// The Mantine patches in patches/ (applied by `npm install`/`npm ci` through patch-package,
// see README « Mantine patches ») must be in the installed files that dev, SSR, vitest and
// the browser build load: a Mantine bump whose patch was not redone fails here, at once.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** A package's folder as Node resolves it (its `import` entry lives in `esm/`). */
const packageDir = (name: string) => path.dirname(path.dirname(fileURLToPath(import.meta.resolve(name))))
const read = (name: string, file: string) => fs.readFileSync(path.join(packageDir(name), file), 'utf8')

describe('installed Mantine carries the patches of patches/', () => {
  it('resolves @mantine/hooks and @mantine/core to their ESM build, the files patched first', () => {
    expect(import.meta.resolve('@mantine/hooks')).toMatch(/\/@mantine\/hooks\/esm\/index\.mjs$/)
    expect(import.meta.resolve('@mantine/core')).toMatch(/\/@mantine\/core\/esm\/index\.mjs$/)
  })

  it('has one patch per package, for the installed version', () => {
    const patches = fs
      .readdirSync('patches')
      .filter((file) => file.startsWith('@mantine+'))
      .sort()
    const installed = ['core', 'hooks'].map(
      (name) => `@mantine+${name}+${JSON.parse(read(`@mantine/${name}`, 'package.json')).version}.patch`,
    )
    expect(patches).toEqual(installed)
  })

  it('useId keeps a given id, else its first one, with no random id set after hydration', () => {
    for (const file of ['esm/use-id/use-id.mjs', 'cjs/use-id/use-id.cjs']) {
      const code = read('@mantine/hooks', file)
      expect(code, file).toContain('return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/:/g, "")}`;')
      expect(code, file).not.toMatch(/setUuid\(/)
    }
  })

  it('computes the default CSS variables on first use, not when the module is evaluated', () => {
    const dir = 'core/MantineProvider/MantineCssVariables/remove-default-variables'
    for (const file of [`esm/${dir}.mjs`, `cjs/${dir}.cjs`]) {
      const code = read('@mantine/core', file)
      expect(code, file).toContain('let defaultCssVariables;\nfunction removeDefaultVariables(input) {\n\tdefaultCssVariables ??= ')
    }
  })
})
