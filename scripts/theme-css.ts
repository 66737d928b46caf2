// Prints Mantine's CSS variables for components/common/theme.ts. Run by the Vite plugin in a child
// process: importing Mantine (and so React) into Vite's own process breaks the pre-render.
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core'
import { lightVariables, theme } from '../components/common/theme.js'

const merged = mergeMantineTheme(DEFAULT_THEME, theme)
const overrides = Object.entries(lightVariables)
  .map(([name, value]) => `${name}: ${value};`)
  .join(' ')
// Same selector as Mantine's light block, written after it, so these win.
// No dark block: every island's MantineProvider forces the light scheme, so its 240
// variables would only be parsed by every page and never used.
const variables = { ...defaultCssVariablesResolver(merged), dark: {} }
process.stdout.write(`${convertCssVariables(variables, ':root')}\n:root[data-mantine-color-scheme="light"] { ${overrides} }\n`)
