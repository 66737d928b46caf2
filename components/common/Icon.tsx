// One icon from the site's sprite (components/common/icons.svg, generated from
// icon-set.ts by `npm run icons`): a few bytes of markup per use and no icon code in the
// browser's bundle. The stroke width is set here, on the outer element, and inherited.
import type { iconSet } from './icon-set.js'
import sprite from './icons.svg?no-inline'

export type SpriteIconName = keyof typeof iconSet

/** Decorative: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({
  name,
  size = 24,
  stroke = 2,
  className,
}: {
  name: SpriteIconName
  size?: number
  stroke?: number
  className?: string
}) {
  return (
    <svg width={size} height={size} strokeWidth={stroke} className={className} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
