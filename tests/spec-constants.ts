// Constants of the product (docs/PRODUCT.md) that more than one test checks the site against, written here from
// the specification (not read from content/, which is what they test).

/** The call-back time slots, as submitted (`heure_rappel`): 9:00–12:00 and 14:00–18:00, every half hour. */
export const CALLBACK_SLOTS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
]

/** The call-back form's visible labels, by control name (the UI contract, docs/PRODUCT.md). */
export const FORM_LABELS: Record<string, string> = {
  telephone: 'Téléphone',
  email: 'Email',
  date_rappel: 'Date de rappel',
  heure_rappel: 'Heure de rappel',
  type_tapis: 'Type de tapis',
  probleme: 'Problème constaté',
  service: 'Service souhaité',
  message: 'Message',
}

/**
 * The postcodes the specification gives for city pages (its « towns with data and
 * postcodes », and Paris 4e–8e), by route. Marseille's arrondissements follow.
 */
export const TOWN_POSTCODES: Record<string, string> = {
  '/neuilly': '92200',
  '/levallois': '92300',
  '/boulogne': '92100',
  '/issy': '92130',
  '/vincennes': '94300',
  '/montreuil': '93100',
  '/saint-mande': '94160',
  '/versailles': '78000',
  '/saint-germain-en-laye': '78100',
  '/maisons-laffitte': '78600',
  '/cannes': '06400',
  '/nice': '06000',
  '/monaco': '98000',
  '/antibes': '06600',
  '/saint-tropez': '83990',
  '/deauville': '14800',
  '/aix-en-provence': '13100',
  '/menton': '06500',
  '/saint-jean-cap-ferrat': '06230',
  '/grasse': '06130',
  '/toulon': '83000',
  '/cassis': '13260',
  '/toulouse': '31000',
  '/colomiers': '31770',
  '/blagnac': '31700',
  '/muret': '31600',
  '/balma': '31130',
  '/paris-4e': '75004',
  '/paris-5e': '75005',
  '/paris-6e': '75006',
  '/paris-7e': '75007',
  '/paris-8e': '75008',
}

/** Marseille's page lists its sixteen arrondissements, 13001 to 13016. */
export const MARSEILLE_ARRONDISSEMENTS = Array.from({ length: 16 }, (_, index) => ({
  name: `${index === 0 ? '1er' : `${index + 1}e`} arrondissement`,
  postcode: String(13001 + index),
}))
