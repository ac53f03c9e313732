// A B+ tree: O(log n) get/set/delete and in-order iteration over linked leaves, so a
// collection of any size stays cheap to write and to scan in key order.

interface Leaf<K, V> {
  leaf: true;
  keys: K[];
  values: V[];
  prev: Leaf<K, V> | null;
  next: Leaf<K, V> | null;
}

interface Branch<K, V> {
  leaf: false;
  /** keys[i] is a lower bound of children[i]; keys[0] is never consulted. */
  keys: K[];
  children: Node<K, V>[];
}

type Node<K, V> = Leaf<K, V> | Branch<K, V>;

export class OrderedMap<K, V> {
  private root: Node<K, V>;
  private count = 0;

  constructor(
    private readonly compare: (a: K, b: K) => number,
    private readonly maxNodeSize = 64,
  ) {
    this.root = { leaf: true, keys: [], values: [], prev: null, next: null };
  }

  get size(): number {
    return this.count;
  }

  get(key: K): V | undefined {
    let node = this.root;
    while (!node.leaf) node = node.children[this.childIndex(node, key)] as Node<K, V>;
    const i = this.leafIndex(node, key);
    return i >= 0 ? node.values[i] : undefined;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V): void {
    const sibling = this.insert(this.root, key, value);
    if (sibling) {
      this.root = {
        leaf: false,
        keys: [this.root.keys[0] as K, sibling.keys[0] as K],
        children: [this.root, sibling],
      };
    }
  }

  delete(key: K): boolean {
    const removed = this.remove(this.root, key);
    while (!this.root.leaf && this.root.children.length === 1)
      this.root = this.root.children[0] as Node<K, V>;
    return removed;
  }

  *entries(): Generator<[K, V]> {
    for (let leaf: Leaf<K, V> | null = this.edge(0); leaf; leaf = leaf.next) {
      for (let i = 0; i < leaf.keys.length; i++) yield [leaf.keys[i] as K, leaf.values[i] as V];
    }
  }

  *entriesReversed(): Generator<[K, V]> {
    for (let leaf: Leaf<K, V> | null = this.edge(-1); leaf; leaf = leaf.prev) {
      for (let i = leaf.keys.length - 1; i >= 0; i--) yield [leaf.keys[i] as K, leaf.values[i] as V];
    }
  }

  *values(): Generator<V> {
    for (let leaf: Leaf<K, V> | null = this.edge(0); leaf; leaf = leaf.next) yield* leaf.values;
  }

  private edge(side: 0 | -1): Leaf<K, V> {
    let node = this.root;
    while (!node.leaf) node = node.children[side === 0 ? 0 : node.children.length - 1] as Node<K, V>;
    return node;
  }

  /** Index of the child whose range holds key: the last i >= 1 with keys[i] <= key, else 0. */
  private childIndex(node: Branch<K, V>, key: K): number {
    let low = 1;
    let high = node.keys.length - 1;
    let found = 0;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (this.compare(node.keys[mid] as K, key) <= 0) {
        found = mid;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return found;
  }

  /** Index of key in the leaf, or -(insertion point) - 1. */
  private leafIndex(leaf: Leaf<K, V>, key: K): number {
    let low = 0;
    let high = leaf.keys.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const c = this.compare(leaf.keys[mid] as K, key);
      if (c === 0) return mid;
      if (c < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -low - 1;
  }

  /** Inserts or replaces; returns the new right sibling when node had to split. */
  private insert(node: Node<K, V>, key: K, value: V): Node<K, V> | null {
    if (node.leaf) {
      const i = this.leafIndex(node, key);
      if (i >= 0) {
        node.values[i] = value;
        return null;
      }
      const at = -i - 1;
      node.keys.splice(at, 0, key);
      node.values.splice(at, 0, value);
      this.count++;
      if (node.keys.length <= this.maxNodeSize) return null;
      const half = node.keys.length >>> 1;
      const right: Leaf<K, V> = {
        leaf: true,
        keys: node.keys.splice(half),
        values: node.values.splice(half),
        prev: node,
        next: node.next,
      };
      if (node.next) node.next.prev = right;
      node.next = right;
      return right;
    }
    const i = this.childIndex(node, key);
    const sibling = this.insert(node.children[i] as Node<K, V>, key, value);
    if (!sibling) return null;
    node.keys.splice(i + 1, 0, sibling.keys[0] as K);
    node.children.splice(i + 1, 0, sibling);
    if (node.children.length <= this.maxNodeSize) return null;
    const half = node.children.length >>> 1;
    return { leaf: false, keys: node.keys.splice(half), children: node.children.splice(half) };
  }

  private remove(node: Node<K, V>, key: K): boolean {
    if (node.leaf) {
      const i = this.leafIndex(node, key);
      if (i < 0) return false;
      node.keys.splice(i, 1);
      node.values.splice(i, 1);
      this.count--;
      return true;
    }
    const i = this.childIndex(node, key);
    const child = node.children[i] as Node<K, V>;
    if (!this.remove(child, key)) return false;
    // Empty nodes are dropped (underfull ones are kept: height stays logarithmic in the peak size).
    const empty = child.leaf ? child.keys.length === 0 : child.children.length === 0;
    if (empty && node.children.length > 1) {
      if (child.leaf) {
        if (child.prev) child.prev.next = child.next;
        if (child.next) child.next.prev = child.prev;
      }
      node.children.splice(i, 1);
      node.keys.splice(i, 1);
    }
    return true;
  }
}
