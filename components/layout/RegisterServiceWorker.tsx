'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER_PATH } from '@/domain/offlinePages';

/**
 * Installs the service worker (app/sw.ts) once the page has loaded, so its own downloads never
 * compete with the page's. Browsers without service workers lose nothing but offline reading.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: '/' })
        .catch((error: unknown) => {
          console.warn('The offline service worker did not install:', error);
        });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
