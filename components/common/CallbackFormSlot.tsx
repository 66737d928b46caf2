// Where a page shows the call-back form. The component comes from the page context (see
// renderer/usePageContext.tsx) so only pages with the form load its code.
import type { CallbackData } from '../../lib/page-types.js'
import { useCallbackFormComponent } from '../../renderer/usePageContext.js'

export function CallbackFormSlot(props: { callback: CallbackData; title?: string; intro?: string }) {
  const Form = useCallbackFormComponent()
  if (!Form) throw new Error('The call-back form component was not provided for this page')
  return <Form {...props} />
}
