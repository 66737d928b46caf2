// The little of Decap CMS's global API (window.CMS, window.h) the admin uses, typed.
export interface ImmutableMap {
  get(key: string): unknown
  getIn(path: (string | number)[]): unknown
  setIn(path: (string | number)[], value: unknown): ImmutableMap
  deleteIn(path: (string | number)[]): ImmutableMap
  toJS(): Record<string, never>
}

export interface PreviewProps {
  entry: ImmutableMap
  getAsset(path: string): { toString(): string }
}

/** A storage backend as Decap's registry holds it (the local proxy, GitHub). */
export interface BackendImplementation {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<{ data: string | null; file: { path: string } }[]>
  entriesByFiles(files: { path: string; label?: string }[]): Promise<{ data: string | null; file: { path: string } }[]>
  getMedia(folder?: string): Promise<{ path: string }[]>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}

/** Decap's words of one language, by nested key. */
export type Phrases = { [key: string]: string | Phrases }

export interface Cms {
  init(options: { config: unknown }): void
  registerEventListener(
    listener:
      | { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => Promise<ImmutableMap | undefined> | ImmutableMap | undefined }
      | { name: 'postPublish'; handler: (event: { entry: ImmutableMap }) => void },
  ): void
  registerLocale(locale: string, phrases: Phrases): void
  getLocale(locale: string): Phrases | undefined
  registerPreviewStyle(style: string, options?: { raw: boolean }): void
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void
  getBackend(name: string): { init: (...args: unknown[]) => BackendImplementation } | undefined
}

/** Decap's React.createElement, which its bundle exposes as window.h for preview templates. */
export type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
