// The frame a preview is shown in: a page of the site in an <iframe> of its own, with the
// site's stylesheet, as wide as a phone (390 px) or a computer (1280 px), so that the site's
// own media queries decide the layout; scaled down to fit the editor's pane when it is
// narrower. A switch above it picks the width. Plain DOM, inside the element Decap's preview
// pane gives the template (admin/previews.ts).

export type Width = 'phone' | 'desktop'

const WIDTHS: Record<Width, { label: string; width: number; height: number }> = {
  phone: { label: 'Téléphone', width: 390, height: 844 },
  desktop: { label: 'Ordinateur', width: 1280, height: 800 },
}

/** The width chosen last: it stays while the owner goes from entry to entry. */
let chosen: Width = 'desktop'

export interface Shown {
  /** The HTML of <div id="root">. */
  html: string
  /** The id of the one part of the page to show (a section of the home page), if not all of it. */
  focus?: string
  /** HTML shown above the page, open (the welcome popup): the frame is then one screen high. */
  overlay?: string
  /** A sentence for the owner above the page (why something is not on it). */
  note?: string
}

export class PreviewFrame {
  private readonly doc: Document
  private readonly bar: HTMLDivElement
  private readonly note: HTMLParagraphElement
  private readonly box: HTMLDivElement
  private readonly frame: HTMLIFrameElement
  private readonly loaded: Promise<void>
  private shown: Shown | undefined
  private observer: ResizeObserver | undefined

  constructor(
    readonly host: HTMLElement,
    stylesheets: string[],
  ) {
    this.doc = host.ownerDocument
    host.replaceChildren()
    host.classList.add('site-preview')
    this.bar = this.element('div', 'site-preview-bar')
    this.bar.setAttribute('role', 'group')
    this.bar.setAttribute('aria-label', 'Largeur de l’aperçu')
    for (const width of Object.keys(WIDTHS) as Width[]) {
      const button = this.element('button', 'site-preview-width')
      button.type = 'button'
      button.dataset.width = width
      button.textContent = WIDTHS[width].label
      button.addEventListener('click', () => {
        chosen = width
        this.layout()
      })
      this.bar.append(button)
    }
    this.note = this.element('p', 'site-preview-note')
    this.note.setAttribute('role', 'status')
    this.box = this.element('div', 'site-preview-box')
    this.frame = this.element('iframe', 'site-preview-frame')
    this.frame.title = 'Aperçu de la page'
    this.box.append(this.frame)
    host.append(this.bar, this.note, this.box)
    const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href.replace(/"/g, '&quot;')}">`).join('')
    this.loaded = new Promise((resolve) => this.frame.addEventListener('load', () => resolve(), { once: true }))
    this.frame.srcdoc = `<!DOCTYPE html><html lang="fr" data-mantine-color-scheme="light"><head><meta charset="utf-8"><base href="${location.origin}/">${links}</head><body><div id="root"></div><div id="overlay"></div></body></html>`
    void this.loaded.then(() => {
      const view = this.frame.contentWindow as (Window & typeof globalThis) | null
      if (!view) return
      // The page's height follows its content (pictures, fonts): the frame follows the page.
      this.observer = new view.ResizeObserver(() => this.layout())
      this.observer.observe(this.frame.contentDocument!.body)
      this.layout()
    })
    new ResizeObserver(() => this.layout()).observe(host)
  }

  private element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
    const element = this.doc.createElement(tag)
    element.className = className
    return element
  }

  /** Shows a page (or a sentence instead, when there is no page to show yet). */
  async show(shown: Shown | string): Promise<void> {
    await this.loaded
    const page = this.frame.contentDocument!
    const root = page.getElementById('root')!
    const overlay = page.getElementById('overlay')!
    if (typeof shown === 'string') {
      this.shown = undefined
      this.note.textContent = shown
      root.replaceChildren()
      overlay.replaceChildren()
      this.layout()
      return
    }
    this.shown = shown
    this.note.textContent = shown.note ?? ''
    root.innerHTML = shown.html
    const part = shown.focus ? page.getElementById(shown.focus) : null
    // The part alone, in the page's <main> (its place in the shell), the rest left out.
    if (part) {
      const main = page.querySelector('main')!
      main.replaceChildren(part)
      root.replaceChildren(main)
    }
    overlay.innerHTML = shown.overlay ?? ''
    this.layout()
  }

  private layout(): void {
    const { width, height: screen } = WIDTHS[chosen]
    for (const button of this.bar.querySelectorAll<HTMLButtonElement>('button'))
      button.setAttribute('aria-pressed', String(button.dataset.width === chosen))
    this.host.dataset.width = chosen
    const page = this.frame.contentDocument
    const empty = !this.shown
    this.box.hidden = empty
    if (empty || !page?.body) return
    // The width inside the pane's padding: the switch's row spans it.
    const scale = Math.min(1, this.bar.clientWidth / width)
    // One screen high first, then as high as the page (a page shorter than a screen fills it,
    // as in a browser); with the popup open, one screen, as a visitor sees it.
    this.frame.style.width = `${width}px`
    this.frame.style.height = `${screen}px`
    const height = this.shown?.overlay ? screen : Math.max(screen, Math.ceil(page.getElementById('root')!.getBoundingClientRect().height))
    this.frame.style.height = `${height}px`
    this.frame.style.transform = scale < 1 ? `scale(${scale})` : ''
    this.box.style.width = `${Math.round(width * scale)}px`
    this.box.style.height = `${Math.round(height * scale)}px`
  }
}
