// What our renderer puts on Vike's pageContext (https://vike.dev/pageContext#typescript).
import type { ComponentType } from 'react'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType
    }
  }
}

export {}

declare module 'virtual:mantine-theme.css'
