import { NetworkError } from './errors.js';

/** A resource whose every member is a method returning a promise (most of them: calls to the API). */
export type AsyncResource = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A resource whose module loads with its first call (issue 23: an app's first page carries only the resources it
 * uses at once). Each listed method awaits the module, then calls the real method, so callers see the same promise
 * as before, one chunk download later. `methods` must name every method (`deferred.test.ts` compares the lists with
 * the resources). A failed download is forgotten, so the next call tries again; the call itself fails with a
 * `NetworkError`, as a request that could not be sent does.
 */
export function deferredResource<R extends AsyncResource>(
  load: () => Promise<R>,
  methods: readonly (keyof R & string)[],
): R {
  let resource: Promise<R> | undefined;
  const loaded = () => {
    resource ??= load().catch((error: unknown) => {
      resource = undefined;
      throw new NetworkError(undefined, error);
    });
    return resource;
  };
  const deferred: Record<string, unknown> = {};
  for (const name of methods)
    deferred[name] = async (...args: never[]) => {
      const method = (await loaded())[name] as R[string];
      return method(...args);
    };
  // Each listed method has R's parameters and returns R's promise: TypeScript cannot follow the loop above.
  return deferred as R;
}
