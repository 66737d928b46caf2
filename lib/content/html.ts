// The allowlist for content fields marked `"html"` in the schemas, applied by sanitize-html.
// One pass serves both the check (each thing dropped is a problem that fails the build) and
// the pages (the engine's derive step, lib/content/engine-derive.ts, gives them the sanitised
// string, so a field that passed the check renders exactly what was checked).
import sanitizeHtml from 'sanitize-html'
import { excerpt } from './json.js'

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const
/** Fields shown inside a heading or a single line: phrasing content only. */
export const INLINE_TAGS = ['br', 'strong', 'em', 'a'] as const
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href'] }

/**
 * Site paths, https:, tel: and mailto: only: nothing that can run script or leave the site
 * unannounced. Judged on the raw attribute: entities, backslashes, control characters and
 * surrounding spaces (which browsers decode, drop or strip, turning "/\\evil" or
 * "/&#47;evil" into "//evil", and " /nope" into a link the link check would not see) are refused.
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

/**
 * One thing the allowlist dropped, as parameters: the schema rule words it
 * (lib/content/rules/schema.ts, « html-not-allowed »). `tag` is what the owner is shown: the
 * tag, or the link, at fault.
 */
export interface HtmlProblem {
  [key: string]: string
  what: 'comment' | 'markup' | 'tag' | 'tag-inline' | 'link-in-link' | 'handler' | 'attribute' | 'href-spaces' | 'href'
  tag: string
}

export interface HtmlCheck {
  /** The markup with everything outside the allowlist removed. */
  clean: string
  /** One per thing that was not allowed. */
  problems: HtmlProblem[]
}

/** The site paths an HTML field links to (for the validator's link check): the hrefs kept. */
export function linkedPaths(html: string): string[] {
  if (!/<a\b/i.test(html)) return []
  return sanitise(html, 'block')
    .links.map(sitePath)
    .filter((path): path is string => path !== undefined)
}

function hrefProblem(href: string): HtmlProblem | undefined {
  if (isSafeHref(href)) return undefined
  return { what: href !== href.trim() && isSafeHref(href.trim()) ? 'href-spaces' : 'href', tag: excerpt(href) }
}

/**
 * The markup a page publishes for an HTML field: the field sanitised again at publication,
 * whatever the validator's stored verdict (.cache/validate) says. The store is keyed by an
 * unkeyed hash, so anyone who can write .cache/ could forge « no error » for a field holding
 * <script>; this pass keeps such a field to the allowlist. A field that passed validation is
 * already clean and comes out byte for byte the same.
 */
export function publishedHtml(html: string): string {
  return sanitise(html, 'block').clean
}

/** `inline`: the field is shown inside a heading or a line, where blocks are invalid. */
export function checkHtml(html: string, mode: 'block' | 'inline' = 'block'): HtmlCheck {
  const { clean, problems } = sanitise(html, mode)
  return { clean, problems }
}

function sanitise(html: string, mode: 'block' | 'inline'): HtmlCheck & { links: string[] } {
  const allowed: readonly string[] = mode === 'inline' ? INLINE_TAGS : ALLOWED_TAGS
  const problems: HtmlProblem[] = []
  const links: string[] = []
  // The parser, like a browser, closes an open <a> when another <a> starts: that implied
  // close right before an opening <a> is a link written inside a link.
  let linkClosedByLink = false
  // Comments and processing instructions never reach a hook: sanitize-html drops them.
  if (/<!--/.test(html)) problems.push({ what: 'comment', tag: '' })
  for (const match of html.matchAll(/<([?!](?!--)[a-z]*)/gi)) problems.push({ what: 'markup', tag: `<${match[1].toLowerCase()}>` })

  const clean = sanitizeHtml(html, {
    allowedTags: [...allowed],
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['https', 'tel', 'mailto'],
    allowProtocolRelative: false,
    // Entities stay as written (&amp; &nbsp; &#233;); a bare "&" or "<" is escaped.
    parser: { decodeEntities: false },
    // sanitize-html keeps the text of a refused element unless its name is in nonTextTags;
    // here the text goes with the element, as the content of <script> or <style> does: the
    // list is every refused tag name the field contains.
    disallowedTagsMode: 'discard',
    // Each name once, and a name stops at « < » (« <a<a<a… » was read to its end from every « < »).
    nonTextTags: [
      ...new Set([
        'script',
        'style',
        'textarea',
        'option',
        'xmp',
        'noscript',
        ...[...html.matchAll(/<([a-z][^\s/<>]*)/gi)].map((match) => match[1].toLowerCase()).filter((name) => !allowed.includes(name)),
      ]),
    ],
    onOpenTag: (name) => {
      if (name === 'a' && linkClosedByLink) problems.push({ what: 'link-in-link', tag: '<a>' })
      linkClosedByLink = false
    },
    onCloseTag: (name, isImplied) => void (linkClosedByLink = name === 'a' && isImplied),
    transformTags: {
      '*': (name, attributes) => {
        if (!allowed.includes(name)) {
          const inline = mode === 'inline' && ALLOWED_TAGS.includes(name as (typeof ALLOWED_TAGS)[number])
          problems.push({ what: inline ? 'tag-inline' : 'tag', tag: `<${name}>`, allowed: allowed.join(', ') })
          return { tagName: name, attribs: {} }
        }
        const kept: Record<string, string> = {}
        for (const [attribute, value] of Object.entries(attributes)) {
          const problem: HtmlProblem | undefined = /^on/i.test(attribute)
            ? { what: 'handler', tag: `<${name}>`, attribute }
            : !ALLOWED_ATTRIBUTES[name]?.includes(attribute)
              ? { what: 'attribute', tag: `<${name}>`, attribute }
              : attribute === 'href'
                ? hrefProblem(value)
                : undefined
          if (problem) problems.push(problem)
          else kept[attribute] = value
        }
        if (kept.href !== undefined) links.push(kept.href)
        return { tagName: name, attribs: kept }
      },
    },
  })
  // sanitize-html writes void elements XHTML-style; the site's HTML writes <br>.
  return { clean: clean.replace(/<br \/>/g, '<br>'), problems, links }
}

/** True when a plain-text field holds something a browser would read as markup. */
export function hasMarkup(text: string): boolean {
  return /<[a-z!/?]/i.test(text)
}

/**
 * French typography: a non-breaking space (U+00A0 or U+202F) goes before : ; ! ? » and
 * after «. An ordinary space there lets the line break before the sign.
 */
export function typographyProblem(text: string): { sign: string; side: 'before' | 'after' } | undefined {
  const match = /(?: [:;!?»]|« )/.exec(text.replace(/<[^<>]*>/g, ''))
  if (!match) return undefined
  const sign = match[0].trim()
  return { sign, side: sign === '«' ? 'after' : 'before' }
}
