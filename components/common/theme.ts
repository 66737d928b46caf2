// The one theme object: colours, fonts, radius. Components take colours from here (or the
// CSS variables Mantine derives from it), never hard-coded values of their own.
import { createTheme, type MantineColorsTuple } from '@mantine/core'

// Madder red, the dye of most antique Persian rugs; 7 (#8c2f2b) is the main shade.
const garance: MantineColorsTuple = [
  '#fbf0ee',
  '#f1dcd8',
  '#e3b5ad',
  '#d58b7f',
  '#c86658',
  '#b84e40',
  '#a23c31',
  '#8c2f2b',
  '#732624',
  '#5c1d1c',
]
// Indigo, the other great rug dye.
const indigo: MantineColorsTuple = [
  '#eef2f8',
  '#d8e0ec',
  '#b0c0d9',
  '#859dc4',
  '#627fb2',
  '#4d6ca7',
  '#3f5d95',
  '#2f4a7a',
  '#243b61',
  '#1b2d4b',
]
// Saffron gold, for accents on dark grounds.
const safran: MantineColorsTuple = [
  '#fdf7ea',
  '#f7ebcc',
  '#efd79a',
  '#e8c26a',
  '#e2b245',
  '#dea82d',
  '#c8921c',
  '#a97a14',
  '#8a630f',
  '#6b4c09',
]

export const theme = createTheme({
  primaryColor: 'garance',
  primaryShade: 7,
  colors: { garance, indigo, safran },
  black: '#2b1d1a',
  white: '#fffdf8',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: '"Playfair Display", Georgia, "Times New Roman", serif',
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  other: {
    ivory: '#faf5ec',
    sand: '#f1e7d6',
    walnut: '#3b2a22',
  },
})

/**
 * Light-scheme variables that replace Mantine's defaults: its error red (#fa5252) and dimmed
 * grey reach only 3.2:1 on our ivory ground; these keep text at 4.5:1 or more (WCAG AA).
 */
export const lightVariables: Record<string, string> = {
  '--mantine-color-error': 'var(--mantine-color-garance-8)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
}
