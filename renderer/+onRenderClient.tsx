// https://vike.dev/onRenderClient
export { onRenderClient }

import { hydrateRoot } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { Root } from './Root.js'
import type { CallbackFormComponent } from './usePageContext.js'
import './global.css'
import 'virtual:mantine-theme.css'

const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page } = pageContext
  // Only pages that show the form download its code (inputs, date picker trigger, relay call).
  let form: CallbackFormComponent | null = null
  if (document.getElementById('contact-form')) form = (await import('../components/callback-form/CallbackForm.js')).CallbackForm
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from the page')
  await new Promise<void>((resolve) => {
    hydrateRoot(
      container,
      <Root pageContext={pageContext} form={form} onHydrated={resolve}>
        <Page />
      </Root>,
    )
  })
}
