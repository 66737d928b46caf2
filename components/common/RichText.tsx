// Renders an HTML content field. The validator admits only the allowlist of lib/content/html.ts
// (no script, no event handler, no javascript: link), and the field is sanitised once more here,
// at publication (publishedHtml), so a forged verdict in .cache/validate cannot publish more.
// Pages are rendered at build only (no client rendering): the sanitiser stays out of the browser.
import type { ElementType } from 'react'
import { publishedHtml } from '../../lib/content/html.js'
import classes from './Prose.module.css'

export function RichText({
  html,
  as: Tag = 'div',
  className,
  prose = false,
}: {
  html: string
  as?: ElementType
  className?: string
  prose?: boolean
}) {
  return (
    <Tag
      className={[prose && classes.prose, className].filter(Boolean).join(' ') || undefined}
      dangerouslySetInnerHTML={{ __html: publishedHtml(html) }}
    />
  )
}
