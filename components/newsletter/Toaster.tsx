'use client';

import { ToastContainer } from 'react-toastify';

/** The specification's toasts (spec 001 §4): top-right, 5000 ms, pause on hover and focus loss, drag 80 %. */
export default function Toaster({ containerId }: { containerId: string }) {
  return (
    <ToastContainer
      containerId={containerId}
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
    />
  );
}
