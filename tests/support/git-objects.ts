// An in-memory git object store for the GitHub stand-in: blobs, trees and commits hashed as
// git hashes them (SHA-1 of "<type> <size>\0<body>"), so the SHAs Decap reads and sends are
// the ones GitHub would give the same files.
import crypto from 'node:crypto'

export interface TreeEntry {
  name: string
  mode: string
  type: 'blob' | 'tree'
  sha: string
}

export interface Commit {
  tree: string
  parents: string[]
  message: string
  author: { name: string; email: string; date: string }
}

/** path → blob (the flat view of a tree). */
export type Files = Map<string, { sha: string; mode: string }>

export class GitObjects {
  readonly blobs = new Map<string, Buffer>()
  readonly trees = new Map<string, TreeEntry[]>()
  readonly commits = new Map<string, Commit>()
  /** Commit dates advance one minute per commit from a fixed start: same input, same SHAs. */
  private clock = Date.parse('2026-11-01T09:00:00Z')

  private static hash(type: string, body: Buffer): string {
    return crypto
      .createHash('sha1')
      .update(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
      .digest('hex')
  }

  writeBlob(content: Buffer): string {
    const sha = GitObjects.hash('blob', content)
    this.blobs.set(sha, content)
    return sha
  }

  writeTree(entries: TreeEntry[]): string {
    // git orders entries by name, a tree's name compared as if it ended with '/'.
    const key = (entry: TreeEntry) => Buffer.from(entry.type === 'tree' ? `${entry.name}/` : entry.name)
    const sorted = [...entries].sort((a, b) => Buffer.compare(key(a), key(b)))
    const body = Buffer.concat(sorted.flatMap((entry) => [Buffer.from(`${entry.mode} ${entry.name}\0`), Buffer.from(entry.sha, 'hex')]))
    const sha = GitObjects.hash('tree', body)
    this.trees.set(sha, sorted)
    return sha
  }

  writeCommit(
    tree: string,
    parents: string[],
    message: string,
    author = { name: 'Propriétaire', email: 'proprietaire@example.com' },
  ): string {
    this.clock += 60_000
    const date = new Date(this.clock).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const stamp = `${Math.floor(this.clock / 1000)} +0000`
    const body = Buffer.from(
      [
        `tree ${tree}`,
        ...parents.map((parent) => `parent ${parent}`),
        `author ${author.name} <${author.email}> ${stamp}`,
        `committer ${author.name} <${author.email}> ${stamp}`,
        '',
        message,
      ].join('\n'),
    )
    const sha = GitObjects.hash('commit', body)
    this.commits.set(sha, { tree, parents, message, author: { ...author, date } })
    return sha
  }

  /** The tree holding exactly these files (folders made as needed). */
  treeOf(files: Files): string {
    const here: TreeEntry[] = []
    const folders = new Map<string, Files>()
    for (const [file, blob] of files) {
      const slash = file.indexOf('/')
      if (slash < 0) here.push({ name: file, mode: blob.mode, type: 'blob', sha: blob.sha })
      else {
        const folder = file.slice(0, slash)
        if (!folders.has(folder)) folders.set(folder, new Map())
        folders.get(folder)!.set(file.slice(slash + 1), blob)
      }
    }
    for (const [name, inner] of folders) here.push({ name, mode: '40000', type: 'tree', sha: this.treeOf(inner) })
    return this.writeTree(here)
  }

  /** Every file under a tree, by path. */
  filesOf(tree: string, prefix = '', into: Files = new Map()): Files {
    for (const entry of this.trees.get(tree) ?? []) {
      if (entry.type === 'tree') this.filesOf(entry.sha, `${prefix}${entry.name}/`, into)
      else into.set(`${prefix}${entry.name}`, { sha: entry.sha, mode: entry.mode })
    }
    return into
  }

  /** The tree at `folder` of a tree ('' is the tree itself), or undefined. */
  subtree(tree: string, folder: string): string | undefined {
    let current: string | undefined = tree
    for (const part of folder.split('/').filter(Boolean))
      current = this.trees.get(current!)?.find((entry) => entry.name === part && entry.type === 'tree')?.sha
    return current
  }

  /** The commits reachable from `head`, newest first (first parents, then the others). */
  history(head: string): string[] {
    const seen = new Set<string>()
    const queue = [head]
    while (queue.length) {
      const sha = queue.shift()!
      if (seen.has(sha) || !this.commits.has(sha)) continue
      seen.add(sha)
      queue.push(...this.commits.get(sha)!.parents)
    }
    return [...seen]
  }
}
