// Mantine's provider, only around the widgets that use Mantine (form, dialogs): the rest of
// the page is plain elements, so most pages load no Mantine code.
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from './theme.js'

export function MantineIsland({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  )
}
