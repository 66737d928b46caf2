// The one ajv setup of the project: draft 2020-12, formats, and the two keywords our schemas
// add (`plainText`, `html`). It takes the schemas as data and reads no file, so the same
// code validates in `npm run validate` (Node) and in the admin's editor (browser) before a
// save: both refuse the same entries with the same messages.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { checkHtml, hasMarkup, typographyProblem } from './html.js'
import { say, type Said } from './messages.js'

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
      const typography = typographyProblem(data)
      const problem = (data === '' ? undefined : textProblem(data)) ?? (hasMarkup(data) ? say('markup') : typography ? say('typography', { dev: typography }) : undefined)
      if (!problem) return true
      ;(plainText as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'plainText', message: problem.message, params: { said: problem } }]
      return false
    },
  })
  instance.addKeyword({
    keyword: 'html',
    type: 'string',
    // true: paragraphs and lists allowed; "inline": the field is shown inside a heading.
    schemaType: ['boolean', 'string'],
    errors: true,
    // The check changes nothing: pages get the sanitised form from the derive step (engine-derive.ts).
    validate: function html(schema: boolean | string, data: string) {
      const { problems, clean } = checkHtml(data, schema === 'inline' ? 'inline' : 'block')
      const typography = typographyProblem(data)
      const text = (data === '' ? undefined : textProblem(clean.replace(/<[^<>]*>/g, '').replace(/&nbsp;|&#160;|&#xa0;/gi, ' '))) ?? (typography ? say('typography', { dev: typography }) : undefined)
      const said: Said[] = problems.map((message) => say('html-not-allowed', { dev: message, tag: /<[a-z!?][^>\s]*>?/i.exec(message)?.[0] ?? /"([^"]+)"/.exec(message)?.[1] ?? '' }))
      if (text) said.unshift(text)
      if (said.length === 0) return true
      ;(html as unknown as { errors: Partial<ErrorObject>[] }).errors = said.map((problem) => ({ keyword: 'html', message: problem.message, params: { said: problem } }))
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
function textProblem(text: string): Said | undefined {
  const control = /[\u0000-\u001f\u007f-\u009f]/.exec(text)
  if (control) return say('control-character', { code: `U+${control[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` })
  if (text.trim() === '') return say('blank')
  return undefined
}

/** Turns ajv's terse messages into sentences a maintainer can act on, with the rule of the catalogue (messages.ts). */
export function describeError(error: ErrorObject): Said {
  const params = error.params as Record<string, unknown>
  if (params.said) return params.said as Said
  switch (error.keyword) {
    case 'pattern': {
      const message = (error.parentSchema as { patternErrorMessage?: string } | undefined)?.patternErrorMessage
      return say('pattern', { dev: message ?? error.message ?? 'does not match the expected pattern' })
    }
    case 'additionalProperties':
      return say('unknown-field', { field: String(params.additionalProperty) })
    case 'unevaluatedProperties':
      return say('unknown-field', { field: String(params.unevaluatedProperty) })
    case 'required':
      return say('required', { field: String(params.missingProperty) })
    case 'false schema':
      return say('not-with-layout')
    case 'format':
      return say('date-format', { format: String(params.format) })
    case 'enum':
      return say('one-of', { allowed: (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ') })
    case 'minItems':
      return say('too-few', { limit: Number(params.limit) })
    case 'maxItems':
      return say('too-many', { limit: Number(params.limit) })
    case 'minLength':
      return say('too-short', { limit: Number(params.limit) })
    case 'maxLength':
      return say('too-long', { limit: Number(params.limit) })
    case 'minimum':
      return say('too-small', { limit: Number(params.limit) })
    case 'maximum':
      return say('too-large', { limit: Number(params.limit) })
    case 'uniqueItems':
      return say('repeated')
    case 'type':
      return say('wrong-type', { type: String(params.type) })
    default:
      return say('schema-other', { dev: error.message ?? `fails the "${error.keyword}" rule` })
  }
}

/** Runs a compiled schema; its errors as JSON pointer + sentence, without repeats. */
export function schemaErrors(validate: ValidateFunction, data: unknown): ({ pointer: string } & Said)[] {
  if (validate(data)) return []
  const seen = new Set<string>()
  const errors: ({ pointer: string } & Said)[] = []
  for (const error of validate.errors ?? []) {
    // if/allOf only repeat, in general terms, the errors of their branches.
    if (error.keyword === 'if' || error.keyword === 'allOf') continue
    const entry = { pointer: error.instancePath, ...describeError(error) }
    const key = `${entry.pointer}|${entry.message}`
    if (!seen.has(key)) {
      seen.add(key)
      errors.push(entry)
    }
  }
  return errors
}
