// What our renderer puts on Vike's pageContext (https://vike.dev/pageContext#typescript).
import type { ComponentType } from 'react'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType
    }
    interface Config {
      /** renderer/+config.ts */
      deferFooter?: boolean
    }
  }
}

export {}

declare module 'virtual:mantine-theme.css'
