// English words the owner must not read in the admin: the English property names its labels
// once fell back to (« Buy back », « Skip link », « Hours title »), and the words of Decap's own
// English screens (« Save », « Publish », « Ready », « Workflow »…). Words French writes the
// same way (« contact », « message », « page », « date », « image », « services ») are not
// listed. Used on admin/config.json (tests/unit/admin-labels.test.ts) and on the text of the
// admin's screens the owner's guide covers (tests/e2e/admin-github.spec.ts).
export const ENGLISH_WORDS = new Set(
  `about accept add address all and back body buy call cancel cards choose cities close closed confirm create
   decline delete deleted draft edit entries entry eyebrow field fields floating free from generations
   guarantee head heading hello home honeypot hours item items label labels landline legal link links loading
   log login logout manager new no not now number of office open optional oops per pickup please privacy
   publish published publishing quote radius ready registration required restored review rights rugs save
   saved saving search seo share show skip status steps storage submit summary text the this title to
   unpublished until upload vat view washed washing website with workflow year years yes your`.split(/\s+/),
)

/** The English words of a text (tags such as <strong>, web addresses and file names left out:
 *  a picture's name is content, « about-atelier.svg »). */
export function englishWords(text: string): string[] {
  const words = text
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\b(?:https?|tel|mailto):\S*/g, ' ')
    .replace(/\S+\.(?:svg|png|jpe?g|webp|avif|gif|json)\b/gi, ' ')
    .toLowerCase()
    .split(/[^a-zà-ÿœæ]+/)
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word)))]
}
