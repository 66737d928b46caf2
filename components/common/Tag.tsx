import type { ReactNode } from 'react'
import classes from './Tag.module.css'

/** A small label (postcode, « PROCHAIN »). */
export function Tag({ tone = 'light', className, children }: { tone?: 'light' | 'filled'; className?: string; children: ReactNode }) {
  return <span className={[classes.tag, classes[tone], className].filter(Boolean).join(' ')}>{children}</span>
}
