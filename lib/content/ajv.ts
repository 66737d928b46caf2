// The one ajv setup of the project: draft 2020-12, formats, and the two keywords our schemas
// add (`plainText`, `html`). It takes the schemas as data and reads no file, so the same
// code validates in `npm run validate` (Node) and in the admin's editor (browser) before a
// save: both refuse the same entries. What it finds is worded by the rule rules/schema.ts.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { checkHtml, hasMarkup, typographyProblem } from './html.js'
import type { Finding } from './rules/rule.js'

/** A finding of the schema rule, without its pointer (ajv gives it). */
type Found = Omit<Finding, 'pointer'>

export function createAjv(schemas: object[]): Ajv2020 {
  // verbose: errors carry their schema, for patternErrorMessage.
  const instance = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowMatchingProperties: true,
    verbose: true,
  })
  addFormats.default(instance)
  // The message VS Code shows for a failed pattern; the validator shows the same words.
  instance.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
  // The French label of each key of a map (an object whose keys its `required` names): what the
  // admin's form and docs/CONTENT.md call each one (lib/cms/decap-config.ts). Checks nothing.
  instance.addKeyword({ keyword: 'keyTitles', schemaType: 'object' })
  instance.addKeyword({
    keyword: 'plainText',
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: function plainText(this: unknown, _schema: boolean, data: string) {
      const typography = typographyProblem(data)
      const problem =
        (data === '' ? undefined : textProblem(data)) ??
        (hasMarkup(data) ? { kind: 'markup' } : typography ? { kind: 'typography', params: typography } : undefined)
      if (!problem) return true
      ;(plainText as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'plainText', params: { found: problem } }]
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
      const text =
        (data === '' ? undefined : textProblem(clean.replace(/<[^<>]*>/g, '').replace(/&nbsp;|&#160;|&#xa0;/gi, ' '))) ??
        (typography ? { kind: 'typography', params: typography } : undefined)
      const found: Found[] = problems.map((problem) => ({ kind: 'html-not-allowed', params: problem }))
      if (text) found.unshift(text)
      if (found.length === 0) return true
      ;(html as unknown as { errors: Partial<ErrorObject>[] }).errors = found.map((problem) => ({
        keyword: 'html',
        params: { found: problem },
      }))
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
function textProblem(text: string): Found | undefined {
  const control = /[\u0000-\u001f\u007f-\u009f]/.exec(text)
  if (control)
    return { kind: 'control-character', params: { code: `U+${control[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` } }
  if (text.trim() === '') return { kind: 'blank' }
  return undefined
}

/** What an ajv error found, as a kind of the schema rule (rules/schema.ts) and its parameters. */
export function describeError(error: ErrorObject): Found {
  const params = error.params as Record<string, unknown>
  if (params.found) return params.found as Found
  switch (error.keyword) {
    case 'pattern': {
      const message = (error.parentSchema as { patternErrorMessage?: string } | undefined)?.patternErrorMessage
      // The schema's own sentence (patternErrorMessage, which VS Code shows too) is the wording.
      return { kind: 'pattern', params: { dev: message ?? error.message ?? 'does not match the expected pattern' } }
    }
    case 'additionalProperties':
      return { kind: 'unknown-field', params: { field: String(params.additionalProperty) } }
    case 'unevaluatedProperties':
      return { kind: 'unknown-field', params: { field: String(params.unevaluatedProperty) } }
    case 'required':
      return { kind: 'required', params: { field: String(params.missingProperty) } }
    case 'false schema':
      return { kind: 'not-with-layout' }
    case 'format':
      return { kind: 'date-format', params: { format: String(params.format) } }
    case 'enum':
      return { kind: 'one-of', params: { allowed: (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ') } }
    case 'uniqueItems':
      return { kind: 'repeated' }
    case 'type':
      return { kind: 'wrong-type', params: { type: String(params.type) } }
    default: {
      const limited = LIMITS[error.keyword]
      if (limited) return { kind: limited, params: { limit: Number(params.limit) } }
      return { kind: 'schema-other', params: { keyword: error.keyword, dev: error.message ?? '' } }
    }
  }
}

/** ajv's bounds, by keyword: the kind that words each. */
const LIMITS: Record<string, string> = {
  minItems: 'too-few',
  maxItems: 'too-many',
  minLength: 'too-short',
  maxLength: 'too-long',
  minimum: 'too-small',
  maximum: 'too-large',
}

/** Runs a compiled schema; what it found, each once, with its JSON pointer. */
export function schemaErrors(validate: ValidateFunction, data: unknown): Finding[] {
  if (validate(data)) return []
  const seen = new Set<string>()
  const errors: Finding[] = []
  for (const error of validate.errors ?? []) {
    // if/allOf only repeat, in general terms, the errors of their branches.
    if (error.keyword === 'if' || error.keyword === 'allOf') continue
    const entry = { pointer: error.instancePath, ...describeError(error) }
    const key = `${entry.pointer}|${entry.kind}|${JSON.stringify(entry.params)}`
    if (!seen.has(key)) {
      seen.add(key)
      errors.push(entry)
    }
  }
  return errors
}
