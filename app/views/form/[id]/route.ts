import { findForm } from '@/lib/registry';
import { formView } from '@/lib/forms/view';
import { viewHandler } from '@/lib/gate/views';

export const dynamic = 'force-dynamic';

// GET /views/form/<id>?screen=<route> - a form as this operator may see it (fields they may not see
// are absent).
export const GET = viewHandler('form', 'id', findForm, (def, _route, ctx) => formView(def, ctx));
