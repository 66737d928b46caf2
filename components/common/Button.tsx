// The site's own buttons and button-looking links for the page shell. Plain elements with
// a CSS module: pages without a Mantine widget then ship no Mantine code at all.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import classes from './Button.module.css'

type Look = { variant?: 'filled' | 'outline' | 'light' | 'gold'; size?: 'sm' | 'md' | 'lg'; fullWidth?: boolean; icon?: ReactNode }

/** The look's class names, and the element's own attributes without the look's. */
function styled<P extends Look & { className?: string }>({
  variant = 'filled',
  size = 'md',
  fullWidth,
  icon,
  className,
  ...attributes
}: P) {
  const classNames = [classes.button, classes[variant], classes[size], fullWidth && classes.fullWidth, className].filter(Boolean).join(' ')
  return { icon, attributes: { ...attributes, className: classNames } }
}

export function ButtonLink({ children, ...props }: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { icon, attributes } = styled(props)
  return (
    <a {...attributes}>
      {icon}
      <span>{children}</span>
    </a>
  )
}

export function Button({ children, type = 'button', ...props }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { icon, attributes } = styled(props)
  return (
    <button {...attributes} type={type}>
      {icon}
      <span>{children}</span>
    </button>
  )
}
