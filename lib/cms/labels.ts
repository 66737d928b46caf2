// Where a problem is, in the words of the form: a file of content/ and a JSON pointer become
// the labels the admin shows (« Images du travail de l’atelier › n° 2 › Titre »), read from
// the generated configuration, so a message never shows a pointer or a path.
import type { DecapCollection, DecapConfig, DecapField } from './decap-config.js'

/** The collection (and for a file collection, the file) that edits content/<file>. */
function formOf(config: DecapConfig, file: string): { collection?: DecapCollection; title: string; fields: DecapField[] } {
  const path = `content/${file}`
  for (const collection of config.collections) {
    const single = collection.files?.find((candidate) => candidate.file === path)
    if (single) return { collection, title: single.label, fields: single.fields }
    if (collection.folder && path.startsWith(`${collection.folder}/`))
      return { collection, title: collection.label, fields: collection.fields ?? [] }
  }
  // A folder as a whole (the gallery's count): its collection's title.
  const folder = config.collections.find((collection) => collection.folder === path)
  return { collection: folder, title: folder?.label ?? 'Le site', fields: folder?.fields ?? [] }
}

/** The admin's title for a file: « Zones d’intervention », « Villes ». */
export function fileTitle(config: DecapConfig, file: string): string {
  return formOf(config, file).title
}

/** The label path of a pointer in a file's form, joined: « Portfolio › n° 2 › Titre »; '' for the whole entry. */
export function fieldLabel(config: DecapConfig, file: string, pointer: string): string {
  return fieldLabels(config, file, pointer).join(' › ')
}

/** The labels from the form's top-level field down to the pointer's field; none for the whole entry. */
export function fieldLabels(config: DecapConfig, file: string, pointer: string): string[] {
  let fields: DecapField[] | undefined = formOf(config, file).fields
  let list: DecapField | undefined
  const labels: string[] = []
  for (const raw of pointer.split('/').slice(1)) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (/^\d+$/.test(step) && list) {
      labels.push(`n° ${Number(step) + 1}`)
      fields = list.fields
      list = undefined
      continue
    }
    const field = fields?.find((candidate) => candidate.name === step)
    if (!field) {
      labels.push(step)
      break
    }
    labels.push(field.label)
    if (field.widget === 'list') {
      list = field
      // A list of single values: its items have no label of their own.
      fields = field.fields
    } else fields = field.fields
  }
  return labels
}
