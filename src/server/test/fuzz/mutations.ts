import fc from 'fast-check';
import { hostileKey, hostileValue } from './hostile-values.ts';

/** Where a value sits inside a generated input: object keys and array indexes from the top. */
type Path = readonly (string | number)[];
type Container = Record<string | number, unknown>;
type Mutation = (input: unknown) => unknown;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;
const isObject = (value: unknown): value is Container => isContainer(value) && !Array.isArray(value);

/** Sets an own property even for keys like `__proto__`, which plain assignment would treat as the prototype. */
function withOwn<T extends Container>(target: T, key: string | number, value: unknown): T {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

function shallowCopy(value: Container): Container {
  // Spread, not Object.assign, for objects: it defines keys, so a `__proto__` key is copied as data.
  return Array.isArray(value) ? Object.assign([], value) : { ...value };
}

/** Every place in a JSON value, the value itself (the empty path) first. */
function pathsIn(value: unknown, prefix: Path = []): Path[] {
  if (!isContainer(value)) return [prefix];
  return [
    prefix,
    ...Object.keys(value).flatMap((key) =>
      pathsIn(value[key], [...prefix, isObject(value) ? key : Number(key)]),
    ),
  ];
}

/** A copy of `value` with the node at `path` passed through `change`; unchanged when the path is gone. */
function changeAt(value: unknown, path: Path, change: (node: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (!isContainer(value) || !Object.hasOwn(value, head)) return value;
  return withOwn(shallowCopy(value), head, changeAt(value[head], rest, change));
}

function without(node: unknown, key: string | number): unknown {
  if (!isContainer(node)) return node;
  if (Array.isArray(node)) return node.filter((_item, index) => index !== key);
  const copy = shallowCopy(node);
  delete copy[key];
  return copy;
}

function mutationsOf(value: unknown, { keepRoot }: { keepRoot: boolean }): fc.Arbitrary<Mutation> {
  const paths = pathsIn(value);
  const inner = paths.filter((path) => path.length > 0);
  const addKey = fc.tuple(fc.constantFrom(...paths), hostileKey, hostileValue).map(
    ([path, key, odd]): Mutation =>
      (input) =>
        changeAt(input, path, (node) => (isObject(node) ? withOwn(shallowCopy(node), key, odd) : node)),
  );
  const mutations = [addKey];
  const replaceable = keepRoot ? inner : paths;
  if (replaceable.length > 0) {
    const replace = fc.tuple(fc.constantFrom(...replaceable), hostileValue).map(
      ([path, odd]): Mutation =>
        (input) =>
          changeAt(input, path, () => odd),
    );
    mutations.push(replace);
  }
  if (inner.length > 0) {
    const remove = fc.constantFrom(...inner).map(
      (path): Mutation =>
        (input) =>
          changeAt(input, path.slice(0, -1), (node) => without(node, path[path.length - 1] ?? '')),
    );
    mutations.push(remove);
  }
  return fc.oneof(...mutations);
}

/**
 * A valid input with one to three things wrong: a field replaced by a hostile value, an unexpected key added,
 * or a field left out. Most of the input stays valid, so the odd part gets past the other fields' checks.
 * `keepRoot` keeps the top level an object (a querystring or path parameters are always one).
 */
export function mutationOf(
  valid: fc.Arbitrary<unknown>,
  options = { keepRoot: false },
): fc.Arbitrary<unknown> {
  return valid.chain((value) =>
    fc
      .array(mutationsOf(value, options), { minLength: 1, maxLength: 3 })
      .map((mutations) => mutations.reduce((input, mutate) => mutate(input), value)),
  );
}
