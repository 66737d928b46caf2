// How GitHub's runner reads the file a step appends its outputs to (GITHUB_OUTPUT), after
// actions/runner's FileCommandManager: `name=value` on one line, or `name<<DELIMITER`, the
// value's lines, then the delimiter alone on a line; a name written twice keeps its last
// value. A line of neither form fails the step. The tests read what the lane step writes with
// it, to show that no file name of a change can end a value early or add an output.

export function readGitHubOutput(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    if (line === '') continue
    const equals = line.indexOf('=')
    const heredoc = line.indexOf('<<')
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      outputs[line.slice(0, equals)] = line.slice(equals + 1)
    } else if (heredoc >= 0) {
      const name = line.slice(0, heredoc)
      const delimiter = line.slice(heredoc + 2)
      const value: string[] = []
      for (index++; index < lines.length && lines[index] !== delimiter; index++) value.push(lines[index]!)
      if (index >= lines.length) throw new Error(`Matching delimiter not found '${delimiter}'`)
      outputs[name] = value.join('\n')
    } else throw new Error(`Invalid format '${line}'`)
  }
  return outputs
}
