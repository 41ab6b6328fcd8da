// A minimal react-hook-form resolver for zod v4 (@hookform/resolvers is not a dependency).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

type ErrorTree = { [key: string]: ErrorTree | { type: string; message: string } };

export function zodResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: ErrorTree = {};
    for (const issue of result.error.issues) {
      if (issue.path.length === 0) continue;
      // react-hook-form reads errors as a tree mirroring the values (a.0.b → errors.a[0].b).
      let node = errors;
      const keys = issue.path.map(String);
      for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as ErrorTree;
      const leaf = keys[keys.length - 1];
      // First issue per field wins, matching the order the schema checks in.
      node[leaf] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<z.input<S>> };
  };
}
