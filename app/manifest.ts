import type { MetadataRoute } from 'next';
import { GROUP } from '@/content/group';

/** The web app manifest: the site can be added to a phone's home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: GROUP.name,
    short_name: GROUP.shortName,
    description: 'Find a consultant, book an appointment and read about our branches.',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b6e63',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
