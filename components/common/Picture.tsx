// A responsive picture from the image pipeline: AVIF, then WebP, with its intrinsic size so
// the browser reserves the space (no layout shift). Lazy unless it is the page's hero, or
// `eager` (a picture added by a script ahead of its use: the poster's dialog).
import type { ResolvedImage } from '../../lib/images.js'

export function Picture({
  image,
  sizes,
  priority = false,
  eager = false,
  className,
}: {
  image: ResolvedImage
  sizes: string
  priority?: boolean
  eager?: boolean
  className?: string
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        className={className}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        // Kept on purpose although W3C's checker flags it: `elementtiming` belongs to the
        // Element Timing API (a WICG draft, not the HTML standard), the only way the browser
        // reports when this picture is painted, which the entry loader waits for before it
        // loads any script (islands/entry-loader.ts). Browsers without the API ignore it.
        {...(priority ? { elementtiming: 'hero' } : {})}
      />
    </picture>
  )
}
