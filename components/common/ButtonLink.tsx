// The site's own buttons and button-looking links for the page shell. Plain elements with
// a CSS module: pages without a Mantine widget then ship no Mantine code at all.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import classes from './ButtonLink.module.css'

type Look = { variant?: 'filled' | 'outline' | 'light' | 'gold'; size?: 'sm' | 'md' | 'lg'; fullWidth?: boolean; icon?: ReactNode }

const className = ({ variant = 'filled', size = 'md', fullWidth }: Look, extra?: string) =>
  [classes.button, classes[variant], classes[size], fullWidth && classes.fullWidth, extra].filter(Boolean).join(' ')

export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className: extra,
  children,
  ...props
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} className={className({ variant, size, fullWidth }, extra)}>
      {icon}
      <span>{children}</span>
    </a>
  )
}

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  className: extra,
  children,
  type = 'button',
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button {...props} type={type} className={className({ variant, size, fullWidth }, extra)}>
      {icon}
      <span>{children}</span>
    </button>
  )
}
