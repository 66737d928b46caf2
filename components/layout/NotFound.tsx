import type { Ui } from '../../schemas/content-types.js'
import { HOME_ROUTE } from '../../lib/routes.js'
import classes from './AppErrorScreen.module.css'

export function NotFound({ labels }: { labels: Ui['notFound'] }) {
  return (
    <div className={classes.screen}>
      <h1>{labels.heading}</h1>
      <p lang="fr">{labels.text}</p>
      <p>
        <a href={HOME_ROUTE} lang="en">
          {labels.homeLink}
        </a>
      </p>
    </div>
  )
}
