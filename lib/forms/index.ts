// The form registry: every declared form, by its id.
import { promotionItemEdit } from '../dialogs/promotion.ts';
import { goodsForms, otherForms, productForms } from '../screens/products/forms.ts';
import { baseTypeNewAdd, baseTypeNewEdit } from '../screens/system/base-type-new.ts';
import type { FormDef } from './types.ts';

export type * from './types.ts';

const ALL: readonly FormDef[] = [baseTypeNewAdd, baseTypeNewEdit, ...productForms, ...goodsForms, ...otherForms, promotionItemEdit];

const index = new Map<string, FormDef>();
for (const f of ALL) {
  if (index.has(f.id)) throw new Error(`form registered twice: ${f.id}`);
  index.set(f.id, f);
}

export const forms: readonly FormDef[] = ALL;

export function findForm(id: string): FormDef | null {
  return index.get(id) ?? null;
}
