/**
 * What holds memory in a heap snapshot (issue 33): reads a `.heapsnapshot` (from
 * `MEMORY_SNAPSHOTS=1 npm run bench:memory`, or any node run with --heapsnapshot-signal), works out
 * each object's retained size (what would be freed with it, as DevTools' "Retained size") and
 * prints the largest holders: caches (lru-cache's LRUCache, Map, WeakMap, Set), search indexes
 * (MiniSearch), and the largest objects of any kind, each with the chain of what keeps it alive.
 *
 *   npx tsx bench/heap-holders.ts <file.heapsnapshot> [how many, default 25]
 *
 * The snapshot's arrays are read straight from the file's bytes: a snapshot of a few hundred
 * megabytes is longer than the longest string JSON.parse can take.
 */
import { readFileSync } from 'node:fs';

const [file, many = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/heap-holders.ts <file.heapsnapshot> [count]');
const TOP = Number(many);

const bytes = readFileSync(file);

function find(text: string, from = 0): number {
  const at = bytes.indexOf(text, from, 'latin1');
  if (at < 0) throw new Error(`${text} not found in ${file}`);
  return at + text.length;
}

/** The whole numbers of the JSON array that starts at `start`, into a typed array. */
function numbers(start: number, count: number): Uint32Array {
  const out = new Uint32Array(count);
  let n = 0;
  let value = 0;
  let inNumber = false;
  for (let at = start; n < count; at += 1) {
    const byte = bytes[at]!;
    if (byte >= 48 && byte <= 57) {
      value = value * 10 + (byte - 48);
      inNumber = true;
    } else {
      if (inNumber) out[n++] = value;
      value = 0;
      inNumber = false;
      if (byte === 93 && n < count) throw new Error(`array ended after ${n} of ${count}`);
    }
  }
  return out;
}

const headerEnd = bytes.lastIndexOf(',', bytes.indexOf('"nodes":', 0, 'latin1'));
const header = JSON.parse(`${bytes.toString('latin1', 0, headerEnd)}}`).snapshot as {
  meta: {
    node_fields: string[];
    node_types: [string[]];
    edge_fields: string[];
    edge_types: [string[]];
  };
  node_count: number;
  edge_count: number;
};
const { meta } = header;
const NODE_FIELDS = meta.node_fields.length;
const EDGE_FIELDS = meta.edge_fields.length;
const nodes = numbers(find('"nodes":['), header.node_count * NODE_FIELDS);
const edges = numbers(find('"edges":['), header.edge_count * EDGE_FIELDS);
const stringsStart = find('"strings":[') - 1;
const stringsEnd = bytes.lastIndexOf(']') + 1;
const strings: string[] = JSON.parse(bytes.toString('utf8', stringsStart, stringsEnd));

const N = header.node_count;
const nodeType = meta.node_fields.indexOf('type');
const nodeName = meta.node_fields.indexOf('name');
const nodeSelf = meta.node_fields.indexOf('self_size');
const nodeEdges = meta.node_fields.indexOf('edge_count');
const edgeType = meta.edge_fields.indexOf('type');
const edgeName = meta.edge_fields.indexOf('name_or_index');
const edgeTo = meta.edge_fields.indexOf('to_node');
const NODE_TYPES = meta.node_types[0];
const EDGE_TYPES = meta.edge_types[0];
const WEAK = EDGE_TYPES.indexOf('weak');
const SHORTCUT = EDGE_TYPES.indexOf('shortcut');

const firstEdge = new Uint32Array(N + 1);
for (let node = 0; node < N; node += 1) {
  firstEdge[node + 1] = firstEdge[node]! + nodes[node * NODE_FIELDS + nodeEdges]!;
}
const strong = (edge: number) => {
  const type = edges[edge * EDGE_FIELDS + edgeType];
  return type !== WEAK && type !== SHORTCUT;
};
const target = (edge: number) => edges[edge * EDGE_FIELDS + edgeTo]! / NODE_FIELDS;

// Post-order from the root (node 0) over strong edges.
const order = new Uint32Array(N);
const postIndex = new Int32Array(N).fill(-1);
{
  const visited = new Uint8Array(N);
  const stack = new Uint32Array(N);
  const next = new Uint32Array(N);
  let depth = 0;
  let count = 0;
  stack[0] = 0;
  next[0] = firstEdge[0]!;
  visited[0] = 1;
  while (depth >= 0) {
    const node = stack[depth]!;
    let edge = next[depth]!;
    while (edge < firstEdge[node + 1]! && (!strong(edge) || visited[target(edge)])) edge += 1;
    if (edge < firstEdge[node + 1]!) {
      next[depth] = edge + 1;
      const child = target(edge);
      visited[child] = 1;
      depth += 1;
      stack[depth] = child;
      next[depth] = firstEdge[child]!;
    } else {
      postIndex[node] = count;
      order[count++] = node;
      depth -= 1;
    }
  }
}

// Predecessors over strong edges, then dominators (Cooper, Harvey and Kennedy).
const predCount = new Uint32Array(N + 1);
for (let node = 0; node < N; node += 1)
  for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1)
    if (strong(edge)) predCount[target(edge) + 1]! += 1;
for (let node = 0; node < N; node += 1) predCount[node + 1]! += predCount[node]!;
const preds = new Uint32Array(predCount[N]!);
{
  const fill = predCount.slice();
  for (let node = 0; node < N; node += 1)
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1)
      if (strong(edge)) preds[fill[target(edge)]!++] = node;
}
const UNSET = -1;
const idom = new Int32Array(N).fill(UNSET);
idom[0] = 0;
const reached = (node: number) => postIndex[node]! >= 0;
for (let changed = true; changed;) {
  changed = false;
  for (let at = N - 1; at >= 0; at -= 1) {
    const node = order[at]!;
    if (node === 0 || !reached(node)) continue;
    let chosen = UNSET;
    for (let p = predCount[node]!; p < predCount[node + 1]!; p += 1) {
      const pred = preds[p]!;
      if (!reached(pred) || idom[pred] === UNSET) continue;
      if (chosen === UNSET) {
        chosen = pred;
        continue;
      }
      let a = pred;
      let b = chosen;
      while (a !== b) {
        while (postIndex[a]! < postIndex[b]!) a = idom[a]!;
        while (postIndex[b]! < postIndex[a]!) b = idom[b]!;
      }
      chosen = a;
    }
    if (chosen !== UNSET && idom[node] !== chosen) {
      idom[node] = chosen;
      changed = true;
    }
  }
}

const retained = new Float64Array(N);
for (let at = 0; at < N; at += 1) {
  const node = order[at]!;
  retained[node]! += nodes[node * NODE_FIELDS + nodeSelf]!;
  if (node !== 0) retained[idom[node]!]! += retained[node]!;
}

const nameOf = (node: number) => strings[nodes[node * NODE_FIELDS + nodeName]!]!;
const typeOf = (node: number) => NODE_TYPES[nodes[node * NODE_FIELDS + nodeType]!]!;
const mb = (size: number) => `${(size / 1024 / 1024).toFixed(1)} MB`;
/** The node an edge of `node` named `name` leads to, or -1. */
function follow(node: number, name: string): number {
  for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1) {
    const type = EDGE_TYPES[edges[edge * EDGE_FIELDS + edgeType]!];
    if (type === 'element' || type === 'hidden') continue;
    if (strings[edges[edge * EDGE_FIELDS + edgeName]!] === name) return target(edge);
  }
  return -1;
}

/** Where a closure's code comes from: its script's file (minified names say little). */
function scriptOf(node: number): string {
  const shared = follow(node, 'shared');
  let script = shared >= 0 ? follow(shared, 'script') : -1;
  if (shared >= 0 && script < 0) script = follow(shared, 'script_or_debug_info');
  const name = script >= 0 ? follow(script, 'name') : -1;
  return name >= 0 ? ` (${nameOf(name).split('/').slice(-3).join('/')})` : '';
}

const label = (node: number) =>
  `${typeOf(node)} ${nameOf(node).slice(0, 60)}${typeOf(node) === 'closure' ? scriptOf(node) : ''}`;

/** The edge from `parent` to `child`, as a property name or index. */
function edgeLabel(parent: number, child: number): string {
  for (let edge = firstEdge[parent]!; edge < firstEdge[parent + 1]!; edge += 1) {
    if (target(edge) !== child) continue;
    const type = EDGE_TYPES[edges[edge * EDGE_FIELDS + edgeType]!];
    const name = edges[edge * EDGE_FIELDS + edgeName]!;
    return type === 'element' || type === 'hidden' ? `[${name}]` : `.${strings[name]}`;
  }
  return '?';
}

/** What keeps `node` alive: its dominators up to a GC root, nearest first. */
function holders(node: number, depth = 6): string {
  const chain: string[] = [];
  for (let at = node; at !== 0 && chain.length < depth; at = idom[at]!) {
    const up = idom[at]!;
    chain.push(`${edgeLabel(up, at)} of ${label(up)}`);
  }
  return chain.join(' ← ');
}

/** Everything kept by way of edges whose name matches, each object counted once. */
function keptBy(edgeName: RegExp): number {
  let sum = 0;
  for (let node = 1; node < N; node += 1) {
    if (!reached(node)) continue;
    const up = idom[node]!;
    if (edgeName.test(edgeLabel(up, node)) && !edgeName.test(edgeLabel(idom[up]!, up))) {
      sum += retained[node]!;
    }
  }
  return sum;
}

let total = 0;
for (let node = 0; node < N; node += 1) total += nodes[node * NODE_FIELDS + nodeSelf]!;
console.log(`${file}: ${N} objects, ${mb(total)} in all`);

const byType = new Map<string, number>();
for (let node = 0; node < N; node += 1) {
  const key = typeOf(node) === 'object' ? 'object' : typeOf(node);
  byType.set(key, (byType.get(key) ?? 0) + nodes[node * NODE_FIELDS + nodeSelf]!);
}
console.log('\nSelf size by kind:');
for (const [kind, size] of [...byType].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
  console.log(`  ${kind.padEnd(20)} ${mb(size)}`);
}

console.log(`\nSource maps Node keeps for loaded modules: ${mb(keptBy(/source_map_data/))}`);
console.log(`Source text of loaded scripts: ${mb(keptBy(/^\.source$/))}`);
console.log(`Compiled code: ${mb(byType.get('code') ?? 0)} (self size)`);

const CACHES = /^(LRUCache|Map|WeakMap|Set|MiniSearch|SearchableMap|IncrementalCache)$/;
const show = (title: string, keep: (node: number) => boolean) => {
  const found = [];
  for (let node = 1; node < N; node += 1) if (reached(node) && keep(node)) found.push(node);
  found.sort((a, b) => retained[b]! - retained[a]!);
  console.log(`\n${title}:`);
  for (const node of found.slice(0, TOP)) {
    console.log(
      `  ${mb(retained[node]!).padStart(9)}  ${label(node)}\n             ${holders(node)}`,
    );
  }
};
show('Largest caches and indexes (retained)', (node) => CACHES.test(nameOf(node)));
// Each chain of objects that only pass their mass on is shown once, by its last link: the object
// that holds the mass itself.
const largestChild = new Float64Array(N);
for (let node = 1; node < N; node += 1) {
  if (!reached(node)) continue;
  const up = idom[node]!;
  largestChild[up] = Math.max(largestChild[up]!, retained[node]!);
}
show(
  'Largest holders of any kind (retained; each chain by the object that holds the mass)',
  (node) =>
    typeOf(node) !== 'synthetic' &&
    retained[node]! > 1024 * 1024 &&
    largestChild[node]! < 0.9 * retained[node]!,
);
