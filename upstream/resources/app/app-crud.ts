// The app lists' shared shape (lib/screens/app-ops/app-*.ts): both apps' codes and a CRUD list over one table.
import type { UpCall } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';
import { formatTime } from '../../util.ts';
import { tableResource, type TableSpec } from '../system/table.ts';

export const APP = [10, 20];

/** A CRUD app list: page, detail, add, update; times stamped here; `rules` refuse what the list may not hold. */
export function crud(
  calls: { page: UpCall; detail: UpCall; add: UpCall; update: UpCall },
  spec: Omit<TableSpec, 'page'>,
  rules?: Resource['check'],
): Resource {
  return tableResource({
    ...spec,
    page: calls.page,
    extra: {
      detail: calls.detail,
      create: calls.add,
      update: calls.update,
      check: (body, ctx, mode) => {
        const now = formatTime(Date.now());
        for (const k of ['uptTime', 'publishTime']) if (k in spec.columns) body[k] = now;
        if (mode === 'create' && 'crtTime' in spec.columns) body.crtTime = now;
        if (mode === 'create' && !('status' in body) && 'status' in spec.columns) body.status = 1;
        rules?.(body, ctx, mode);
      },
    },
  });
}
