// https://vike.dev/client
// The browser's entry. Pages are complete HTML from the build (Vike's HTML-only mode: no
// client runtime, no client-side rendering); this script only hydrates their islands
// (islands/README.md). The page adds it once it has painted
// (islands/entry-loader.ts, inlined by the build; under `npm run dev`, Vike's own
// tag loads it at once).
import { startIslands } from '../islands/start.js'
import type { ClientData } from './client-data.js'
import './global.css'
import 'virtual:mantine-theme.css'

void startIslands<ClientData>(() => import('./hydrate-page.js').then((runtime) => runtime.hydratePage))
