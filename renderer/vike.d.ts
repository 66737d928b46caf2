// What our renderer puts on Vike's pageContext (https://vike.dev/pageContext#typescript).
import type { ComponentType } from 'react'
import type { Content } from '../lib/content/engine-derive.js'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType
    }
    interface PageContextServer {
      /**
       * The validated content pages render from, handed to renderPage() with the URL
       * (pageContextInit): by the build's render workers (scripts/build/render-worker.ts), the
       * dev server (scripts/vite/content-watch.ts) and the render test's reference run. Route
       * functions and +data hooks read it; nothing reads content/ while a page renders.
       */
      content: Content
    }
    interface Config {
      /** renderer/+config.ts */
      deferFooter?: boolean
    }
  }
}

export {}

declare module 'virtual:mantine-theme.css'
