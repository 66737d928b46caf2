// Renders an HTML content field. Safe because the validator admits only the allowlist of
// lib/content/html.ts (no script, no event handler, no javascript: link) before any build.
import type { ElementType } from 'react'
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
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
