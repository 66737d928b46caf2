// The content a preview renders: the documents the admin read through its backend, with the
// entry being edited in place of its file, put through the build's derive step
// (lib/content/engine-derive.ts: HTML sanitised, {claim:…} and {site:…} resolved, collections
// typed and sorted). A document is derived again only when it (or site.json) changed, so a
// keystroke in a town re-derives that town only.
import { collectContent, deriveDocument, type Content, type HtmlPlans } from '../../lib/content/engine-derive.js'

interface Derived {
  data: unknown
  site: unknown
  derived: unknown
}

export class PreviewContent {
  private readonly derived = new Map<string, Derived>()

  constructor(private readonly plans: HtmlPlans) {}

  /**
   * `documents` by path relative to content/; `file` the edited entry's path (its new one if
   * its name follows a field being typed), `previous` its saved path.
   */
  content(documents: Map<string, unknown>, edit?: { file: string; data: unknown; previous?: string }): Content {
    const all = new Map(documents)
    if (edit) {
      if (edit.previous) all.delete(edit.previous)
      all.set(edit.file, edit.data)
    }
    const site = all.get('site.json')
    const derived = new Map<string, unknown>()
    // In the engine's order (engine.ts, content()): by path.
    for (const file of [...all.keys()].sort()) {
      const data = all.get(file)
      let held = this.derived.get(file)
      if (!held || held.data !== data || held.site !== site) {
        held = { data, site, derived: deriveDocument(file, data, site, this.plans).derived }
        this.derived.set(file, held)
      }
      derived.set(file, held.derived)
    }
    return collectContent('content', derived)
  }
}
