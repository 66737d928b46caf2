import { usePageData } from '../../renderer/usePageContext.js'
import classes from './AppErrorScreen.module.css'

export function AppErrorScreen({ message }: { message: string }) {
  const { ui, site } = usePageData<unknown>().layout
  return (
    <div className={classes.screen} role="alert">
      <h1>{ui.appError.heading}</h1>
      <pre className={classes.message}>{message}</pre>
      <p>
        {ui.appError.text} <a href={`tel:${site.phones.landline.e164}`}>{site.phones.landline.display}</a>
      </p>
    </div>
  )
}
