// The allowlist for content fields marked `"html": true` in the schemas. One parse serves
// both the validator (problems fail the build) and the renderer (only allowed markup is
// re-serialised), so a field that passed validation renders exactly what was checked.
import { Parser } from 'htmlparser2'

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const
const allowedTags = new Set<string>(ALLOWED_TAGS)
const voidTags = new Set(['br'])
const allowedAttributes: Record<string, Set<string>> = { a: new Set(['href']) }

/**
 * Site paths, https:, tel: and mailto: only: nothing that can run script or leave the site
 * unannounced. Judged on the raw attribute: entities, backslashes and control characters
 * (which browsers decode or drop, turning "/\\evil" or "/&#47;evil" into "//evil") are refused.
 */
export function isSafeHref(href: string): boolean {
  if (/[\\\u0000-\u001f\u007f]/.test(href)) return false
  if (href.startsWith('/')) return /^\/(?!\/)[a-z0-9\-/#?=._~%]*$/i.test(href)
  if (href.startsWith('#')) return /^#[a-z0-9-]+$/.test(href)
  // In a URL, "&" may only appear written as "&amp;" (a query string); no other entity.
  if (href.startsWith('https://')) return /^https:\/\/[a-z0-9.-]+(?:[/?#][^\s"<>]*)?$/i.test(href) && !/&(?!amp;)/.test(href)
  if (href.startsWith('tel:')) return /^tel:\+?[0-9 ]+$/.test(href)
  if (href.startsWith('mailto:')) return /^mailto:[^\s@&]+@[^\s@&]+$/.test(href)
  return false
}

/** Site path of an href that stays on this site, without its #anchor; undefined otherwise. */
export function sitePath(href: string): string | undefined {
  if (!/^\/(?!\/)/.test(href)) return undefined
  return href.split('#')[0].split('?')[0] || '/'
}

// Entities already in the source (&amp; &#233; &#xe9; &eacute;) are kept as written.
const ENTITY = /&(?!#[0-9]+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi
const escapeText = (text: string) => text.replace(ENTITY, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (text: string) => text.replace(ENTITY, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export interface HtmlCheck {
  /** The markup with everything outside the allowlist removed. */
  clean: string
  /** One sentence per thing that was not allowed. */
  problems: string[]
}

/** The site paths an HTML field links to (for the validator's link check). */
export function linkedPaths(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*["']([^"']*)["']/gi)].map((match) => sitePath(match[1])).filter((path): path is string => path !== undefined)
}

export function checkHtml(html: string): HtmlCheck {
  const problems: string[] = []
  let clean = ''
  // Depth inside a forbidden element whose content must go too (script, style, iframe...).
  let droppedDepth = 0
  const stack: { name: string; kept: boolean }[] = []
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const kept = droppedDepth === 0 && allowedTags.has(name)
        if (!allowedTags.has(name)) {
          problems.push(`HTML tag <${name}> is not allowed (allowed: ${ALLOWED_TAGS.join(', ')})`)
          droppedDepth++
        }
        if (!voidTags.has(name)) stack.push({ name, kept })
        if (!kept) return
        let out = `<${name}`
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) {
            problems.push(`attribute ${attribute} on <${name}> is not allowed: event handlers run script`)
          } else if (!allowedAttributes[name]?.has(attribute)) {
            problems.push(`attribute ${attribute} on <${name}> is not allowed`)
          } else if (attribute === 'href' && !isSafeHref(value.trim())) {
            problems.push(`link "${value}" is not allowed: use a site path (/contact), https:, tel: or mailto:`)
          } else {
            out += ` ${attribute}="${escapeAttr(value)}"`
          }
        }
        clean += `${out}>`
      },
      ontext(text) {
        if (droppedDepth === 0) clean += escapeText(text)
      },
      onclosetag(name) {
        if (voidTags.has(name)) return
        const open = stack.pop()
        if (!open) return
        if (!allowedTags.has(open.name)) droppedDepth--
        if (open.kept) clean += `</${open.name}>`
      },
      oncomment() {
        problems.push('HTML comments are not allowed')
      },
      onprocessinginstruction(name) {
        problems.push(`markup <${name}> is not allowed`)
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  )
  parser.write(html)
  parser.end()
  return { clean, problems }
}

/** True when a plain-text field holds something a browser would read as markup. */
export function hasMarkup(text: string): boolean {
  return /<[a-z!/?]/i.test(text)
}

/**
 * French typography: a non-breaking space (U+00A0 or U+202F) goes before : ; ! ? » and
 * after «. An ordinary space there lets the line break before the sign.
 */
export function typographyProblem(text: string): string | undefined {
  const match = /(?: [:;!?»]|« )/.exec(text.replace(/<[^>]*>/g, ''))
  if (!match) return undefined
  const sign = match[0].trim()
  return `French typography: use a non-breaking space (\\u00a0) ${sign === '«' ? 'after' : 'before'} "${sign}" instead of an ordinary space`
}
