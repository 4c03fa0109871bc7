import type { ManifestOptions } from 'vite-plugin-pwa';

const THEME_COLOR = '#0089ff';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Parley',
  short_name: 'Parley',
  description: 'Workplace messenger: chats, groups, calls and your team directory, available offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: '#f4f5f7',
  categories: ['business', 'productivity', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '720x1280',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Conversations',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Parley on the desktop',
    },
  ],
};
