/** One event of a Chromium performance trace, as the benches that read traces use it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string };
    beginData?: { url?: string };
  };
}
