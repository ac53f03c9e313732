// A GET's query string → the contract's input: values are text in a URL, so each is turned into
// what the input schema says the field is (numbers, booleans, lists by repetition, objects by
// dotted names: `sort.field=name&sort.direction=desc&tags=eu&tags=critical`). Anything that does
// not convert stays text, and the contract's validation names the field.
import type { CallableContract } from '@assay/domain/contracts';
import { z } from 'zod';

interface JsonField {
  type?: string | string[];
  properties?: Record<string, JsonField>;
  items?: JsonField;
  anyOf?: JsonField[];
}

const schemaCache = new WeakMap<CallableContract, JsonField>();

function inputSchema(contract: CallableContract): JsonField {
  let schema = schemaCache.get(contract);
  if (!schema) {
    schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonField;
    schemaCache.set(contract, schema);
  }
  return schema;
}

function typesOf(field: JsonField | undefined): string[] {
  if (!field) return [];
  const own = Array.isArray(field.type) ? field.type : field.type ? [field.type] : [];
  return [...own, ...(field.anyOf ?? []).flatMap(typesOf)];
}

function scalar(text: string, field: JsonField | undefined): unknown {
  const types = typesOf(field);
  if (
    (types.includes('number') || types.includes('integer')) &&
    text.trim() !== '' &&
    Number.isFinite(Number(text))
  )
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function childOf(field: JsonField | undefined, name: string): JsonField | undefined {
  return field?.properties?.[name] ?? field?.anyOf?.map((option) => option.properties?.[name]).find(Boolean);
}

export function inputFromQuery(
  contract: CallableContract,
  query: Record<string, string[]>,
): Record<string, unknown> {
  const root = inputSchema(contract);
  // Objects without a prototype: a parameter named `__proto__` becomes a plain (unknown) field.
  const input = Object.create(null) as Record<string, unknown>;
  for (const [name, values] of Object.entries(query)) {
    const path = name.split('.');
    let target = input;
    let field: JsonField | undefined = root;
    path.forEach((segment, index) => {
      field = childOf(field, segment);
      if (index === path.length - 1) {
        target[segment] = typesOf(field).includes('array')
          ? values.map((value) => scalar(value, field?.items))
          : scalar(values.at(-1) ?? '', field);
      } else {
        const next = target[segment];
        target =
          typeof next === 'object' && next !== null && !Array.isArray(next)
            ? (next as Record<string, unknown>)
            : ((target[segment] = Object.create(null)) as Record<string, unknown>);
      }
    });
  }
  return input;
}
