// Reads a content file as strict JSON with the position of every mistake. JSON.parse only
// says "at position N" in English prose whose wording changes between Node versions, and
// keeps the last of two equal keys without a word; jsonc-parser (VS Code's parser, here with
// comments and trailing commas refused) returns error codes with offsets and a syntax tree.
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'

export interface JsonProblem {
  /** JSON pointer of the value concerned, '' for the whole file. */
  pointer: string
  message: string
}

export type JsonResult = { ok: true; data: unknown; problems: JsonProblem[] } | { ok: false; problems: JsonProblem[] }

/** "line L, column C" of an offset (both counted from 1, as editors show them). */
export function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n')
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`
}

const pointerStep = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Every string of a parsed document with its JSON pointer and the key that holds it (an
 * array's items have the array's key): the validator, the editorial rules and the release
 * check all walk documents with it. A list, not a generator: a generator per level cost a
 * tenth of the validation of 10,000 towns.
 */
export function stringsOf(value: unknown): { pointer: string; value: string; key: string }[] {
  const found: { pointer: string; value: string; key: string }[] = []
  const walk = (node: unknown, pointer: string, key: string) => {
    if (typeof node === 'string') found.push({ pointer, value: node, key })
    else if (Array.isArray(node)) for (let index = 0; index < node.length; index++) walk(node[index], `${pointer}/${index}`, key)
    else if (node && typeof node === 'object')
      for (const name of Object.keys(node)) walk((node as Record<string, unknown>)[name], `${pointer}/${pointerStep(name)}`, name)
  }
  walk(value, '', '')
  return found
}

/** The first `length` characters of a value, for messages that must not echo a whole file. */
export function excerpt(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}…` : text
}

function reason(text: string, error: ParseError): { offset: number; message: string } {
  const at = text.slice(error.offset, error.offset + Math.max(error.length, 1))
  switch (printParseErrorCode(error.error)) {
    case 'InvalidSymbol':
      return {
        offset: error.offset,
        message: `unexpected ${JSON.stringify(excerpt(/^[\w.+-]+/.exec(at)?.[0] ?? at, 20))}: a value is "text" in double quotes, a number, true, false, null, [a list] or {an object}`,
      }
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if (at === ',') return { offset: error.offset, message: 'two commas in a row: remove one' }
      if (at === '}' || at === ']')
        return { offset: error.offset, message: `a comma before "${at}" that must go (nothing may follow the last item)` }
      return {
        offset: error.offset,
        message:
          printParseErrorCode(error.error) === 'ValueExpected'
            ? 'expected a value (nothing after ":")'
            : 'expected a field name in double quotes',
      }
    case 'CommaExpected':
      return {
        offset: error.offset,
        message: 'expected "," before this value (a missing comma, or a " inside a text that must be written \\")',
      }
    case 'ColonExpected':
      return { offset: error.offset, message: 'expected ":" after the field name' }
    case 'CloseBraceExpected':
      return { offset: error.offset, message: 'expected "}": an object is not closed' }
    case 'CloseBracketExpected':
      return { offset: error.offset, message: 'expected "]": a list is not closed' }
    case 'EndOfFileExpected':
      return { offset: error.offset, message: 'unexpected text after the end of the JSON value' }
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { offset: error.offset, message: 'JSON has no comments: remove it' }
    case 'UnexpectedEndOfString':
    case 'InvalidCharacter': {
      // The parser points at the opening quote; the culprit is the first control character.
      const inString = /[\u0000-\u001f]/.exec(text.slice(error.offset + 1))
      const offset = inString ? error.offset + 1 + inString.index : error.offset
      const character = inString?.[0]
      if (character === '\n' || character === '\r' || !character)
        return {
          offset,
          message: 'a text is not closed before the end of the line (a line break typed inside a text: use <br> or a new <p>)',
        }
      return {
        offset,
        message: `control character U+${character.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()} inside a text (a tab or an invisible character): remove it`,
      }
    }
    case 'InvalidEscapeCharacter':
      return { offset: error.offset, message: 'invalid escape: a backslash inside a text is written \\\\' }
    case 'InvalidUnicode':
      return { offset: error.offset, message: 'invalid \\u escape: four hexadecimal digits expected' }
    case 'UnexpectedEndOfNumber':
      return { offset: error.offset, message: 'a number is not finished' }
    default:
      return { offset: error.offset, message: 'not valid JSON here' }
  }
}

/** Keys written twice in one object: the parser would keep the last one silently. */
function duplicateKeys(node: Node, text: string, pointer: string, problems: JsonProblem[]) {
  if (node.type === 'object') {
    const seen = new Map<string, number>()
    for (const property of node.children ?? []) {
      const [keyNode, value] = property.children ?? []
      if (!keyNode) continue
      const key = String(keyNode.value)
      const first = seen.get(key)
      if (first !== undefined)
        problems.push({
          pointer,
          message: `field "${excerpt(key)}" is written twice (${lineColumn(text, first)} and ${lineColumn(text, keyNode.offset)}): keep one`,
        })
      else seen.set(key, keyNode.offset)
      if (value) duplicateKeys(value, text, `${pointer}/${pointerStep(key)}`, problems)
    }
  } else if (node.type === 'array') {
    node.children?.forEach((child, index) => duplicateKeys(child, text, `${pointer}/${index}`, problems))
  }
}

/** Deeper than any content file needs, far shallower than the stack allows. */
export const MAX_DEPTH = 64

/** The deepest nesting of [ and { outside strings, and where it is first passed. */
function nestingDepth(text: string): { max: number; offset: number } {
  let depth = 0
  let max = 0
  let offset = 0
  let inString = false
  // Character codes, not one-character strings: this loop reads every byte of every file.
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 0x5c /* \\ */) index++
      else if (code === 0x22 /* " */) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth++
      if (depth > max) [max, offset] = [depth, index]
      if (depth > MAX_DEPTH) break
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--
  }
  return { max, offset }
}

/** Decodes and parses one file; never throws. */
export function parseJsonFile(bytes: Uint8Array): JsonResult {
  const fail = (message: string): JsonResult => ({ ok: false, problems: [{ pointer: '', message }] })
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return fail('the file starts with an invisible byte-order mark (BOM): save it as "UTF-8" without BOM')
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes.length > 1 && bytes.includes(0)))
    return fail('the file is saved as UTF-16: save it as UTF-8')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return fail('the file is not UTF-8 (probably Latin-1 or Windows-1252): save it as UTF-8')
  }
  // The parser, and every walk over the data after it, recurse once per level: a file nested
  // thousands deep would overflow the stack and stop the whole run. Content files nest a few
  // levels; anything beyond MAX_DEPTH is this file's error, and the other files are still checked.
  const depth = nestingDepth(text)
  if (depth.max > MAX_DEPTH)
    return fail(
      `nested ${MAX_DEPTH + 1} lists or objects deep at ${lineColumn(text, depth.offset)}: a content file nests a few levels at most (a bracket typed many times?)`,
    )
  const errors: ParseError[] = []
  let tree: Node | undefined
  try {
    tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  } catch (error) {
    return fail(`the JSON parser stopped on this file (${error instanceof Error ? error.message : String(error)})`)
  }
  if (errors.length > 0 || !tree) {
    // Later errors mostly follow from the first: report the one the maintainer must fix.
    const first = errors[0] ? reason(text, errors[0]) : { offset: 0, message: 'the file is empty' }
    return fail(`invalid JSON at ${lineColumn(text, first.offset)}: ${first.message}`)
  }
  const problems: JsonProblem[] = []
  duplicateKeys(tree, text, '', problems)
  // The text is valid JSON: JSON.parse gives the same value (the last of two equal keys) as
  // ordinary objects, which is also how a stored verdict's file is read (lib/node/verdicts.ts).
  return { ok: true, data: JSON.parse(text) as unknown, problems }
}
