import type { ManifestOptions } from 'vite-plugin-pwa';

// The light theme's header colour; a dark-themed page retints the title bar through its theme-color meta tag.
const THEME_COLOR = '#ffffff';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Parley',
  short_name: 'Parley',
  description: 'Workplace messenger: chats, groups, calls and your team directory, available offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
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
