import type { TableSort } from './table';

type SortValue = string | number | Date | boolean | null | undefined;

const collators = new Map<string, Intl.Collator>();

/** The page language's collation ("Ñu" after "Nube" in Spanish, before it in English), made once per locale. */
function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator)
    collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })));
  return collator;
}

function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1; // empty values last
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x - y;
}

/**
 * Returns a sorted copy of rows for a TableSort, using one accessor per sortable column id.
 * Strings compare naturally ("Tenant 2" before "Tenant 10") in the collation of `locale`, the
 * page's language (a BCP 47 tag); empty values always sort last.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: TableSort | null | undefined,
  accessors: Record<string, (row: Row) => SortValue>,
  locale: string,
): Row[] {
  const accessor = sort ? accessors[sort.id] : undefined;
  if (!sort || !accessor) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  const collator = collatorOf(locale);
  return [...rows].sort((left, right) => {
    const a = accessor(left);
    const b = accessor(right);
    if (a === null || a === undefined || b === null || b === undefined) return compare(a, b, collator);
    return factor * compare(a, b, collator);
  });
}
