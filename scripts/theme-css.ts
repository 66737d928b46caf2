// Prints Mantine's CSS variables for renderer/theme.ts. Run by the Vite plugin in a child
// process: importing Mantine (and so React) into Vite's own process breaks the pre-render.
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core'
import { theme } from '../renderer/theme.js'

const merged = mergeMantineTheme(DEFAULT_THEME, theme)
process.stdout.write(`${convertCssVariables(defaultCssVariablesResolver(merged), ':root')}\n:root { --mantine-color-scheme: light; }\n`)
