// Inlined into every page by the build (islands/build/entry-loader-tag.ts; minified, allowed by its hash in the CSP), in
// place of the `<script type="module" src=…>` Vike writes for renderer/+client.ts, whose
// address it reads from its own `data-entry`. It adds that script only once the page has
// painted its largest element. Pages are complete HTML, so nothing is lost by waiting, and
// measured on a throttled phone (Lighthouse), even a tiny script requested with the
// stylesheet and the font joins the chain of requests the page's first paint waits for and
// costs it about one round trip. Self-contained on purpose: it runs before any module.

/** A paint the browser never reports (the tab went to the background) must not hold the
 *  widgets back for ever. */
const REPORT_TIMEOUT_MS = 3000

const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

/**
 * Resolves once the browser has reported a performance entry of `type` that matches; where
 * it does not report that type (Safari has neither Element Timing nor LCP), after two
 * animation frames.
 */
function reported(type: string, match: (entry: PerformanceEntry) => boolean): Promise<unknown> {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return twoFrames()
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(match)) return
      observer.disconnect()
      resolve(undefined)
    })
    observer.observe({ type, buffered: true })
  })
}

const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect()
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
}

/**
 * Resolves once the page has loaded and painted its largest element with its fonts: the
 * hero picture where it is on screen (Element Timing), else whatever the browser reports as
 * the largest paint. Two animation frames would not do: they can run before the first frame
 * reaches the screen.
 */
async function afterFirstPaint(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
  const heroes = [...document.querySelectorAll<HTMLImageElement>('img[elementtiming]')]
  const decoded = await Promise.all(
    heroes.map((img) =>
      img.decode().then(
        () => img,
        () => null,
      ),
    ),
  )
  await document.fonts.ready
  const shown = decoded.filter((img): img is HTMLImageElement => img !== null && onScreen(img))
  const painted =
    shown.length > 0
      ? reported('element', (entry) =>
          shown.includes((entry as PerformanceEntry & { element: Element | null }).element as HTMLImageElement),
        )
      : reported('largest-contentful-paint', () => true)
  await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, REPORT_TIMEOUT_MS))])
}

const source = (document.currentScript as HTMLScriptElement | null)?.dataset.entry
if (source) {
  void afterFirstPaint().then(() => {
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.src = source
    document.body.append(entry)
  })
}
export {}
