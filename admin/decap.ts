// The little of Decap CMS's global API (window.CMS, window.h) the admin uses, typed.
export interface ImmutableMap {
  get(key: string): unknown
  getIn(path: (string | number)[]): unknown
  deleteIn(path: (string | number)[]): ImmutableMap
  toJS(): Record<string, never>
}

export interface PreviewProps {
  entry: ImmutableMap
  getAsset(path: string): { toString(): string }
}

export interface Cms {
  init(options: { config: unknown }): void
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => ImmutableMap | undefined }): void
  registerPreviewStyle(style: string, options?: { raw: boolean }): void
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void
}

/** Decap's React.createElement, which its bundle exposes as window.h for preview templates. */
export type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
