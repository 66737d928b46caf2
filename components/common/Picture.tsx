// A responsive picture from the image pipeline: AVIF, then WebP, with its intrinsic size so
// the browser reserves the space (no layout shift). Lazy unless it is the page's hero.
import type { ResolvedImage } from '../../lib/images.js'

export function Picture({ image, sizes, priority = false, className }: { image: ResolvedImage; sizes: string; priority?: boolean; className?: string }) {
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
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        // Element Timing: the browser reports when the hero is painted (renderer/entry-loader.ts).
        {...(priority ? { elementtiming: 'hero' } : {})}
      />
    </picture>
  )
}
