// What the admin's lists show for the values our files store: the files keep stable codes
// (schema.org day names, ISO country codes, icon names, layouts), the owner reads French.
// Keyed by the property that holds the value; a value missing here shows as stored, and
// tests/unit/cms-config.test.ts fails on any list option left in English or as a code.

export const OPTION_LABELS: Record<string, Record<string, string>> = {
  layout: { district: 'Quartier de Paris (4e–8e)', common: 'Ville' },
  country: { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg', MC: 'Monaco' },
  days: {
    Monday: 'lundi',
    Tuesday: 'mardi',
    Wednesday: 'mercredi',
    Thursday: 'jeudi',
    Friday: 'vendredi',
    Saturday: 'samedi',
    Sunday: 'dimanche',
  },
  icon: {
    scissors: 'Ciseaux',
    wrench: 'Clé à molette',
    droplets: 'Gouttes d’eau',
    'map-pin': 'Repère sur une carte',
    phone: 'Téléphone',
    mail: 'Enveloppe',
    calendar: 'Calendrier',
    clock: 'Horloge',
    cookie: 'Biscuit',
    shield: 'Bouclier',
    sparkles: 'Étincelles',
    search: 'Loupe',
    truck: 'Camion',
    bug: 'Insecte',
    award: 'Médaille',
    home: 'Maison',
    star: 'Étoile',
    refresh: 'Flèches en cercle',
  },
  highlightedClaims: {
    generations: 'Générations',
    experience: 'Années d’expérience',
    rugsRestored: 'Tapis restaurés',
    cities: 'Villes desservies',
    quote: 'Devis',
    intervention: 'Délai d’intervention',
    expressWashing: 'Lavage express',
    restorationGuarantee: 'Garantie des restaurations',
    buyBack: 'Garantie de reprise',
    stock: 'Stock de tapis',
    washedPerYear: 'Tapis lavés par an',
    washingSteps: 'Étapes du lavage',
    storage: 'Conditions de conservation',
    radius: 'Rayon d’enlèvement',
    freePickup: 'Enlèvement gratuit',
    freeExpertise: 'Expertise gratuite',
  },
}

/**
 * Labels of the fields of a map (an object whose keys the schema lists only in `required`,
 * such as the city pages' headings in ui.json): Decap needs one field per key.
 */
export const KEY_LABELS: Record<string, string> = {
  districtTitle: 'Titre des pages de quartier de Paris',
  quoteLink: 'Lien « devis » des pages de quartier',
  appointmentNote: 'Note « sur rendez-vous »',
  servicesTitle: 'Titre des cartes de services (quartiers)',
  galleryTitle: 'Titre des images quand ce sont des photos',
  galleryIllustrationsTitle: 'Titre des images quand ce sont des illustrations',
  galleryIllustrationsNote: 'Note sous les illustrations',
  illustrationLabel: 'Étiquette « Illustration »',
  zoneTitle: 'Titre de la zone d’intervention',
  neighborhoodsTitle: 'Titre des quartiers',
  landmarksTitle: 'Titre des lieux remarquables',
  specialtiesTitle: 'Titre d’« Intérieurs et patrimoine »',
  advantagesTitle: 'Titre des atouts',
  nearbyTitle: 'Titre des communes voisines',
  nearbyParisTitle: 'Titre des arrondissements voisins',
  surroundingsTitle: 'Titre « Aux alentours »',
  postcodeLabel: 'Libellé du code postal',
  arrondissementsTitle: 'Titre de la liste des arrondissements',
  commonCtaLabel: 'Bouton d’appel des pages de ville',
  servicesListTitle: 'Titre de la liste des services',
}
