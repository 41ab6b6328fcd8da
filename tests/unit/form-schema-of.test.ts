import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { forms } from '@/lib/registry';
import { formSchemaOf } from '@/lib/forms/passing';
import { bodyErrors } from '@/lib/forms/schema';
import { formView } from '@/lib/forms/view';

// Issue #41: the gate checks a submission with the form's schema for the operator
// (lib/forms/passing.ts), not with the labelled view the browser is drawn; the two must hold the
// same fields, labels, options, rules and constants, for every form and every kind of operator.

const every = [...new Set(forms.flatMap((f) => [f.right, ...f.fields.map((x) => x.right)].filter((r): r is string => !!r)))];
const rightSets = [every, [], every.filter((_, i) => i % 2 === 1)].map((r) => new Set([...r, ...r.map((x) => `BIZ_${x}`)]));
const contexts: GateContext[] = rightSets.flatMap((rights) =>
  (['PRODUCT', 'ORG'] as const).flatMap((roleType) =>
    [false, true].flatMap((biz) => ['all', 'mcf', 'df', 'zzf', 'plus'].map((productCode) => ({ rights, roleType, biz, productCode }))),
  ),
);

describe('a form schema without its view (issue #41)', () => {
  it('is the view the operator is drawn, less the look-up calls and placeholders', () => {
    expect(forms.length).toBeGreaterThan(100);
    for (const def of forms) {
      for (const ctx of contexts) {
        const view = formView(def, ctx);
        const schema = formSchemaOf(def, ctx);
        const drawn = view.fields.map(({ lookup: _l, placeholder: _p, ...f }) => f);
        const held = schema.fields.map(({ placeholder: _p, ...f }) => f);
        const what = `${def.id} ${ctx.roleType} ${ctx.productCode}`;
        expect(held, what).toEqual(drawn);
        expect(schema.rules, what).toEqual(view.rules);
        expect([schema.idKey, schema.fixed, schema.opts], what).toEqual([view.idKey, view.fixed, view.opts]);
      }
    }
  });

  it('answers a body with the messages the browser shows', () => {
    const def = forms.find((f) => f.fields.some((x) => x.required && !x.readOnly && !x.right && !x.products && !x.roles))!;
    const ctx = contexts[0];
    expect(bodyErrors(formSchemaOf(def, ctx), {})).toEqual(bodyErrors(formView(def, ctx), {}));
    expect(Object.keys(bodyErrors(formSchemaOf(def, ctx), {})).length).toBeGreaterThan(0);
  });
});
