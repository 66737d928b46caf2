// The one ajv setup of the project: draft 2020-12, formats, and the two keywords our schemas
// add (`plainText`, `html`). It takes the schemas as data and reads no file, so the same
// code validates in `npm run validate` (Node) and in the admin's editor (browser) before a
// save: both refuse the same entries with the same messages.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { checkHtml, hasMarkup, typographyProblem } from './html.js'

export function createAjv(schemas: object[]): Ajv2020 {
  // verbose: errors carry their schema, for patternErrorMessage.
  const instance = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, allowMatchingProperties: true, verbose: true })
  addFormats.default(instance)
  // The message VS Code shows for a failed pattern; the validator shows the same words.
  instance.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
  instance.addKeyword({
    keyword: 'plainText',
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: function plainText(this: unknown, _schema: boolean, data: string) {
      const problem = (data === '' ? undefined : textProblem(data)) ?? (hasMarkup(data) ? 'must be plain text: HTML markup is not allowed in this field' : typographyProblem(data))
      if (!problem) return true
      ;(plainText as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'plainText', message: problem, params: {} }]
      return false
    },
  })
  instance.addKeyword({
    keyword: 'html',
    type: 'string',
    // true: paragraphs and lists allowed; "inline": the field is shown inside a heading.
    schemaType: ['boolean', 'string'],
    errors: true,
    // The field is replaced by its sanitised form: pages render exactly what the allowlist
    // re-serialised, not the raw string, even if a future rule misses something.
    modifying: true,
    validate: function html(schema: boolean | string, data: string, _parent: unknown, context?: { parentData: Record<string | number, unknown>; parentDataProperty: string | number }) {
      const { problems, clean } = checkHtml(data, schema === 'inline' ? 'inline' : 'block')
      if (context) context.parentData[context.parentDataProperty] = clean
      const text = (data === '' ? undefined : textProblem(clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|&#xa0;/gi, ' '))) ?? typographyProblem(data)
      if (text) problems.unshift(text)
      if (problems.length === 0) return true
      ;(html as unknown as { errors: Partial<ErrorObject>[] }).errors = problems.map((message) => ({ keyword: 'html', message, params: {} }))
      return false
    },
  })
  for (const schema of schemas) instance.addSchema(schema)
  return instance
}

/**
 * Text every field must respect: something to read (spaces alone would render an empty
 * heading and make « the page names its town » always true), and no control character
 * (NUL and the like reach the HTML invisibly; a line break in a one-line field is a typo).
 */
function textProblem(text: string): string | undefined {
  const control = /[\u0000-\u001f\u007f-\u009f]/.exec(text)
  if (control) return `contains the control character U+${control[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()} (invisible): remove it`
  if (text.trim() === '') return 'must not be blank: write the text'
  return undefined
}

/** Turns ajv's terse messages into sentences a maintainer can act on. */
export function describeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'pattern': {
      const message = (error.parentSchema as { patternErrorMessage?: string } | undefined)?.patternErrorMessage
      return message ?? error.message ?? 'does not match the expected pattern'
    }
    case 'additionalProperties':
      return `unknown field "${String(params.additionalProperty)}" (not in the schema; check its spelling)`
    case 'unevaluatedProperties':
      return `unknown field "${String(params.unevaluatedProperty)}" (not in the schema; check its spelling)`
    case 'required':
      return `missing required field "${String(params.missingProperty)}"`
    case 'false schema':
      return 'this field is not allowed with this layout'
    case 'format':
      return `must be a valid ${String(params.format)}${params.format === 'date' ? ' (YYYY-MM-DD, a real calendar day)' : ''}`
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`
    default:
      return error.message ?? `fails the "${error.keyword}" rule`
  }
}

/** Runs a compiled schema; its errors as JSON pointer + sentence, without repeats. */
export function schemaErrors(validate: ValidateFunction, data: unknown): { pointer: string; message: string }[] {
  if (validate(data)) return []
  const seen = new Set<string>()
  const errors: { pointer: string; message: string }[] = []
  for (const error of validate.errors ?? []) {
    // if/allOf only repeat, in general terms, the errors of their branches.
    if (error.keyword === 'if' || error.keyword === 'allOf') continue
    const entry = { pointer: error.instancePath, message: describeError(error) }
    const key = `${entry.pointer}|${entry.message}`
    if (!seen.has(key)) {
      seen.add(key)
      errors.push(entry)
    }
  }
  return errors
}
