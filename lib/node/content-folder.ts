// A content folder on disk, handed to the engine's folder reader (lib/content/engine-folder.ts,
// which touches no disk): its listing through the one directory walk (files.ts: plain files
// only, never through a link), the picture names, each file's size and bytes and their key
// (verdicts.ts's hash), the compiled schemas (schemas.ts) and, when asked, the verdict store.
import fs from 'node:fs'
import path from 'node:path'
import { ContentFolder, type FolderSource } from '../content/engine-folder.js'
import { isLitter } from '../content/kinds.js'
import { listFiles, readPlainFile, type Listing } from './files.js'
import { ajv } from './schemas.js'
import { VerdictStore, bytesHash, storeName } from './verdicts.js'

export interface DiskFolderOptions {
  /** The folder of the verdict store (verdictDir() in verdicts.ts): verdicts kept between runs. */
  store?: string
  /** Held for the life of the process (the dev server): FolderOptions.lasting. */
  lasting?: boolean
  /** Watched (the dev server): FolderOptions.watched. */
  watched?: boolean
}

/** The content folder `dir`, shown as `label` in messages, read from disk. */
export function contentFolder(dir: string, label: string, options: DiskFolderOptions = {}): ContentFolder {
  const { store } = options
  return new ContentFolder({
    dir,
    label,
    source: diskSource(dir),
    ajv: ajv(),
    store: store === undefined ? undefined : (inputs) => new VerdictStore(store, storeName(inputs)),
    lasting: options.lasting,
    watched: options.watched,
  })
}

/** The files a content folder holds. Pictures are checked by checkImages (their headers need sharp, which is asynchronous). */
export function listContentFiles(contentDir: string): Listing {
  return listFiles(contentDir, (relative, isDirectory) => (isDirectory ? relative === 'images' : isLitter(relative)))
}

function diskSource(dir: string): FolderSource {
  return {
    list: () => listContentFiles(dir),
    pictures: () => {
      // What a text may name as a picture: everything under images/.
      const images = path.join(dir, 'images')
      return new Set(
        fs.existsSync(images)
          ? fs.readdirSync(images, { recursive: true, encoding: 'utf8' }).map((name) => `images/${name.split(path.sep).join('/')}`)
          : [],
      )
    },
    size: (file) => fs.statSync(path.join(dir, file)).size,
    read: (file) => {
      const bytes = readPlainFile(path.join(dir, file))
      return { bytes, hash: bytesHash(bytes) }
    },
  }
}
