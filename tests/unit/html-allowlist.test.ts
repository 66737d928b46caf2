// lib/content/html.ts: the allowlist for HTML fields, the plain-text markup test and the
// French typography rule.
import { describe, expect, it } from 'vitest'
import { checkHtml as check, hasMarkup, isSafeHref, linkedPaths, typographyProblem as spacing } from '../../lib/content/html.js'
import { wordingFor } from '../../lib/content/rule-book.js'

/** The allowlist's findings as the maintainer reads them: worded by the schema rule (lib/content/rules/schema.ts). */
const checkHtml = (html: string, mode?: 'block' | 'inline') => {
  const { clean, problems } = check(html, mode)
  return { clean, problems: problems.map((problem) => wordingFor('html-not-allowed')!.dev(problem)) }
}
const typographyProblem = (text: string) => {
  const found = spacing(text)
  return found && wordingFor('typography')!.dev(found)
}

const NOT_ALLOWED = '(allowed: p, br, strong, em, ul, ol, li, a)'

describe('checkHtml: allowed markup', () => {
  it.each([
    '<p>Un <strong>tapis</strong> <em>ancien</em>.</p>',
    '<ul><li>un</li><li>deux</li></ul><ol><li>trois</li></ol>',
    '<p>ligne<br>suivante</p>',
    '<p><a href="/contact">contact</a> <a href="/services/lavage-tapis#etapes">lavage</a> <a href="#haut">haut</a></p>',
    '<p><a href="https://www.cnil.fr/fr">CNIL</a> <a href="tel:+33 1 23 45 67 89">appeler</a> <a href="mailto:atelier@example.com">écrire</a></p>',
    '<p>Roger &amp; Gallet, 1&nbsp;000 tapis, caf&#233;</p>',
  ])('keeps %s unchanged, without problem', (html) => {
    expect(checkHtml(html)).toEqual({ clean: html, problems: [] })
  })

  it('writes <br/> as <br> and lower-cases tag names', () => {
    expect(checkHtml('<P>a<BR/>b</P>')).toEqual({ clean: '<p>a<br>b</p>', problems: [] })
  })

  // BUG: escapeText only spares named and decimal references, and escapeAttr escapes every
  // "&": a hexadecimal reference in text and an &amp; in an href come out double-escaped.
  it('keeps a hexadecimal character reference in text', () => {
    expect(checkHtml('<p>caf&#xe9;</p>')).toEqual({ clean: '<p>caf&#xe9;</p>', problems: [] })
  })

  it('keeps an escaped ampersand in an href', () => {
    const html = '<a href="https://example.org/?a=1&amp;b=2">lien</a>'
    expect(checkHtml(html)).toEqual({ clean: html, problems: [] })
  })
})

describe('checkHtml: forbidden markup', () => {
  it('drops a script element with its content', () => {
    const result = checkHtml('<p>avant<script>alert("<p>x</p>")</script>après</p>')
    expect(result.problems).toEqual([`HTML tag <script> is not allowed ${NOT_ALLOWED}`])
    expect(result.clean).toBe('<p>avantaprès</p>')
    expect(result.clean).not.toContain('alert')
  })

  it('drops style and iframe elements with their content', () => {
    const result = checkHtml('<style>p { color: red }</style><p>ok</p><iframe src="https://example.org">texte</iframe>')
    expect(result.problems).toEqual([`HTML tag <style> is not allowed ${NOT_ALLOWED}`, `HTML tag <iframe> is not allowed ${NOT_ALLOWED}`])
    expect(result.clean).toBe('<p>ok</p>')
  })

  it('drops a forbidden void element and keeps what follows', () => {
    const result = checkHtml('<p><img src="x" onerror="alert(1)">suite</p>')
    expect(result.problems).toEqual([`HTML tag <img> is not allowed ${NOT_ALLOWED}`])
    expect(result.clean).toBe('<p>suite</p>')
  })

  it('drops a tag outside the list (b) with its text', () => {
    const result = checkHtml('<p>texte <b>gras</b></p>')
    expect(result.problems).toEqual([`HTML tag <b> is not allowed ${NOT_ALLOWED}`])
    expect(result.clean).toBe('<p>texte </p>')
  })

  it.each([
    ['<p onclick="alert(1)">x</p>', 'attribute onclick on <p> is not allowed: event handlers run script', '<p>x</p>'],
    ['<P ONMOUSEOVER="alert(1)">x</P>', 'attribute onmouseover on <p> is not allowed: event handlers run script', '<p>x</p>'],
    ['<p/onclick="alert(1)">x</p>', 'attribute onclick on <p> is not allowed: event handlers run script', '<p>x</p>'],
    [
      '<a href="https://example.org" target="_blank">x</a>',
      'attribute target on <a> is not allowed',
      '<a href="https://example.org">x</a>',
    ],
    ['<p class="rouge">x</p>', 'attribute class on <p> is not allowed', '<p>x</p>'],
  ])('refuses the attribute of %s', (html, problem, clean) => {
    expect(checkHtml(html)).toEqual({ clean, problems: [problem] })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'http://example.org',
    '//example.org',
    'vbscript:x',
  ])('refuses the link %j', (href) => {
    const result = checkHtml(`<a href="${href}">x</a>`)
    expect(result.problems).toEqual([`link "${href}" is not allowed: use a site path (/contact), https:, tel: or mailto:`])
    expect(result.clean).toBe('<a>x</a>')
  })

  // BUG: isSafeHref refuses "//host" but not paths a browser's URL parser turns into it:
  // "\" counts as "/", tabs are stripped, and RichText renders the raw field, where
  // "&#47;" is decoded. Each link leaves the site although it passes as a site path.
  it.each(['/\\evil.example', '/\t/evil.example', '/&#47;evil.example'])('refuses the off-site link %j', (href) => {
    // What the browser follows: the attribute decoded, then resolved against the page.
    expect(new URL(href.replace('&#47;', '/'), 'https://www.maison-herat.example/contact').host).toBe('evil.example')
    expect(checkHtml(`<a href="${href}">x</a>`).problems).toHaveLength(1)
  })

  it('refuses comments and processing instructions and drops them', () => {
    expect(checkHtml('<p>a</p><!-- note --><p>b</p>')).toEqual({ clean: '<p>a</p><p>b</p>', problems: ['HTML comments are not allowed'] })
    expect(checkHtml('<p>a</p><?php echo 1 ?>')).toEqual({ clean: '<p>a</p>', problems: ['markup <?php> is not allowed'] })
  })

  it('reports every problem of one field', () => {
    const result = checkHtml('<p onclick="x">a</p><script>b</script><a href="javascript:c">d</a>')
    expect(result.problems).toHaveLength(3)
    expect(result.clean).toBe('<p>a</p><a>d</a>')
  })
})

describe('checkHtml: rules of issue 14', () => {
  // The browser strips the spaces and follows /nope; the link check must not miss it.
  it.each([' /nope', '/nope ', '\t/contact'])('refuses the href %j with spaces around it', (href) => {
    const result = checkHtml(`<p><a href="${href}">x</a></p>`)
    expect(result.problems).toEqual([expect.stringMatching(/has spaces around it: remove them$|is not allowed/)])
    expect(result.clean).toBe('<p><a>x</a></p>')
    expect(linkedPaths(`<p><a href="${href}">x</a></p>`)).toEqual([])
  })

  it('names the spaces when they are the only problem', () => {
    expect(checkHtml('<a href=" /nope">x</a>').problems).toEqual(['link " /nope" has spaces around it: remove them'])
  })

  it('refuses a link inside a link', () => {
    const result = checkHtml('<p><a href="/contact">un <a href="/services">deux</a></a></p>')
    expect(result.problems).toEqual(['a link inside a link (<a> within <a>) is not allowed'])
  })

  it('refuses block markup in a field shown inside a heading', () => {
    expect(checkHtml('Devis <strong>gratuit</strong><br>à <a href="/lyon">Lyon</a>', 'inline')).toEqual({
      clean: 'Devis <strong>gratuit</strong><br>à <a href="/lyon">Lyon</a>',
      problems: [],
    })
    const result = checkHtml('Devis<ul><li>gratuit</li></ul>', 'inline')
    expect(result.problems).toEqual([
      'HTML tag <ul> is not allowed in this field, shown inside a heading or a line (allowed: br, strong, em, a)',
    ])
    expect(result.clean).toBe('Devis')
  })

  it('lists the site paths of the links kept, as the browser follows them', () => {
    expect(linkedPaths('<p><a href="/contact#form">a</a> <a href="https://example.org/x">b</a> <a href="javascript:x">c</a></p>')).toEqual([
      '/contact',
    ])
  })
})

describe('isSafeHref', () => {
  it('accepts site paths, anchors, https, tel and mailto', () => {
    for (const href of ['/', '/contact', '#haut', 'https://example.org/a?b=c', 'tel:+33123456789', 'mailto:a@b.fr'])
      expect(isSafeHref(href), href).toBe(true)
  })
})

describe('hasMarkup', () => {
  it.each(['<b>Lyon</b>', 'Lyon</p>', 'a<!-- x -->', '<?xml', '<br/>'])('finds markup in %j', (text) => {
    expect(hasMarkup(text)).toBe(true)
  })
  it.each(['Lyon', 'a < b', '3<4', 'Saint-Mandé > Vincennes'])('finds none in %j', (text) => {
    expect(hasMarkup(text)).toBe(false)
  })
})

describe('typographyProblem', () => {
  it.each([':', ';', '!', '?', '»'])('flags an ordinary space before %s', (sign) => {
    expect(typographyProblem(`Bonjour ${sign}`)).toBe(
      `French typography: use a non-breaking space (\\u00a0) before "${sign}" instead of an ordinary space`,
    )
  })

  it('flags an ordinary space after «', () => {
    expect(typographyProblem('« Bonjour\u00a0»')).toBe(
      'French typography: use a non-breaking space (\\u00a0) after "«" instead of an ordinary space',
    )
  })

  it('accepts U+00A0 and U+202F, and text without these signs', () => {
    expect(typographyProblem('Devis\u00a0: gratuit\u202f; «\u00a0oui\u00a0» ! non')).toBe(
      'French typography: use a non-breaking space (\\u00a0) before "!" instead of an ordinary space',
    )
    expect(typographyProblem('Devis\u00a0: gratuit\u202f; «\u00a0oui\u00a0»\u00a0!')).toBeUndefined()
    expect(typographyProblem('Lavage, restauration et expertise.')).toBeUndefined()
  })

  it('looks at the text, not inside tags', () => {
    expect(typographyProblem('<a href="/contact" title="x">Contact</a>')).toBeUndefined()
    expect(typographyProblem('<strong>Note</strong> : lire')).toContain('before ":"')
  })
})
