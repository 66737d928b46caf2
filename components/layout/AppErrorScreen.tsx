import type { AppErrorData } from '../../lib/page-types.js'
import classes from './AppErrorScreen.module.css'

export function AppErrorScreen({ message, labels, phone }: { message: string } & AppErrorData) {
  return (
    <div className={classes.screen} role="alert">
      <h1>{labels.heading}</h1>
      <pre className={classes.message}>{message}</pre>
      <p>
        {labels.text} <a href={`tel:${phone.e164}`}>{phone.display}</a>
      </p>
    </div>
  )
}
