import fc from 'fast-check';

/** The part of JSON Schema that `z.toJSONSchema` writes for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * Values that exist in the fuzzed database, so generated input names real listings, orders and payments and
 * gets past "not found" into the services. `byName` is keyed by field name; fields whose name ends in "id"
 * draw from the id lists.
 */
export interface FieldHints {
  byName: Record<string, readonly unknown[]>;
  integerIds: readonly number[];
  textIds: readonly string[];
}

/** Generated strings stay short unless the schema asks for more: long ones are the hostile values' job. */
const TYPICAL_EXTRA_LENGTH = 30;
const TYPICAL_EXTRA_ITEMS = 3;

const isIdField = (name: string) => /id$/i.test(name);

/** An arbitrary of values the schema accepts (refinements it cannot express aside), preferring hinted ones. */
export function validValue(schema: JsonSchema, hints: FieldHints, field?: string): fc.Arbitrary<unknown> {
  const fromSchema = valueOfSchema(schema, hints);
  const hinted = field === undefined ? undefined : hintedValues(field, schema, hints);
  if (!hinted || hinted.length === 0) return fromSchema;
  // Mostly the hint: a made-up id or phone number stops a case at "not found" or a refinement.
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: fromSchema });
}

function hintedValues(field: string, schema: JsonSchema, hints: FieldHints): readonly unknown[] | undefined {
  if (Object.hasOwn(hints.byName, field)) return hints.byName[field];
  if (!isIdField(field)) return undefined;
  return acceptsType(schema, 'string') ? hints.textIds : hints.integerIds;
}

function acceptsType(schema: JsonSchema, type: string): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.includes(type) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((s) => acceptsType(s, type))
  );
}

function valueOfSchema(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueOfSchema(alternative, hints)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => valueOfSchema({ ...schema, type }, hints)));
  }
  switch (schema.type) {
    case 'object':
      return objectOf(schema, hints);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(
          schema.maxItems ?? Number.POSITIVE_INFINITY,
          (schema.minItems ?? 0) + TYPICAL_EXTRA_ITEMS,
        ),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer(bounds(schema, 1));
    case 'number':
      // Whole numbers are what forms mostly send; fractions test rounding.
      return fc.oneof(fc.integer(bounds(schema, 1)), fc.double({ ...bounds(schema, 0), noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // No type at all: the schema accepts anything (z.unknown(), or a transform it cannot describe).
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, hints, name)]),
  );
  // Every field, as a complete form sends them, or the required ones and some of the others.
  return fc.oneof(fc.record(model), fc.record(model, { requiredKeys: schema.required ?? [] }));
}

/** Numeric bounds clamped to safe integers; `step` turns exclusive bounds into inclusive ones. */
function bounds(schema: JsonSchema, step: number): { min: number; max: number } {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : schema.maximum;
  return {
    min: Math.max(low ?? -1_000_000, Number.MIN_SAFE_INTEGER),
    max: Math.min(high ?? 1_000_000, Number.MAX_SAFE_INTEGER),
  };
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? Number.POSITIVE_INFINITY, minLength + TYPICAL_EXTRA_LENGTH);
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.pattern) {
    const withinLength = (text: string) =>
      text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(schema.pattern)).filter(withinLength);
  }
  return fc.string({ minLength, maxLength });
}
