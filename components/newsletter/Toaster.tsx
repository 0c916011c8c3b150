'use client';

import { usePageLocale } from '@/components/i18n/PageLocale';
import { ToastContainer } from 'react-toastify';

/**
 * The specification's toasts (spec 001 §4): top-right, 5000 ms, pause on hover and focus loss, drag
 * 80 %. On Urdu pages, mirrored: top-left, right to left.
 */
export default function Toaster({ containerId }: { containerId: string }) {
  const rtl = usePageLocale() === 'ur';
  return (
    <ToastContainer
      containerId={containerId}
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
    />
  );
}
