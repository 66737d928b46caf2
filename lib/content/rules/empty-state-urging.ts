// The salon list's empty state states a fact; nothing is there to come back for.
import { q, type Doc, type FileRule } from './rule.js'

/** Encouragement that has no place under an empty list (« revenez très vite », « n’hésitez pas »). */
const URGING = /(?<![\p{L}])(?:revenez|repassez|restez\s+connectés?|n[’']hésitez|à très vite|suivez-nous|guettez)(?![\p{L}])/iu

export const rule: FileRule = {
  id: 'empty-state-urging',
  scope: 'file',
  check: (relative, data) => {
    const text = relative === 'home.json' ? ((data as Doc | null)?.salons as Doc | undefined)?.emptyText : undefined
    const urging = typeof text === 'string' ? URGING.exec(text) : null
    return urging ? [{ pointer: '/salons/emptyText', params: { words: urging[0] } }] : []
  },
  dev: (p) => `urges the visitor (« ${p.words} ») over an empty list: say only that the next dates will be announced`,
  owner: (p, field) =>
    `${q(field)} s’affiche quand aucun salon n’est prévu : retirez «\u00a0${p.words}\u00a0» et dites seulement que les prochaines dates seront annoncées.`,
  fixtures: {
    rejected: [{ 'home.json': { salons: { emptyText: 'Aucun salon : revenez bientôt.' } } }],
    produces: [{ file: 'home.json', pointer: '/salons/emptyText' }],
    accepted: { 'home.json': { salons: { emptyText: 'Les prochaines dates seront annoncées ici.' } } },
  },
}
