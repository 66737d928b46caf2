// The welcome announcement as its two components receive it: the popup (an island, in
// every home page's bundle) and the dialog it loads on demand, which must not import the popup.
import type { ResolvedImage } from '../../lib/node/images.js'
import type { Announcement } from '../../schemas/content-types.js'

export type AnnouncementData = Omit<Announcement, '$schema' | 'image'> & { image?: ResolvedImage }
