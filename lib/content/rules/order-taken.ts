// Order fields sort a collection: two items with the same place would swap at random.
import { collection, q, type Finding, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'order-taken',
  scope: 'site',
  check: (documents, { shown }) => {
    const findings: Finding[] = []
    for (const folder of ['gallery', 'services']) {
      const byOrder = new Map<number, string>()
      for (const [file, item] of collection(documents, folder)) {
        if (typeof item.order !== 'number') continue
        const first = byOrder.get(item.order)
        if (first) findings.push({ file, pointer: '/order', params: { order: item.order, owner: shown(first) } })
        else byOrder.set(item.order, file)
      }
    }
    return findings
  },
  dev: (p) => `${p.order} is already the order of ${p.owner}: give each item its own place`,
  owner: (p, field) => `${q(field)} : la place ${p.order} est déjà prise par une autre carte ; choisissez un autre numéro.`,
  fixtures: {
    rejected: [{ 'gallery/a.json': { order: 1 }, 'gallery/b.json': { order: 1 } }],
    produces: [{ file: 'gallery/b.json', pointer: '/order' }],
    accepted: { 'gallery/a.json': { order: 1 }, 'gallery/b.json': { order: 2 } },
  },
}
