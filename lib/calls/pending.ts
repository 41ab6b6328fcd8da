// Calls of screens whose issues are still open, with the rights the spec gives (spec 02 §6), so
// the policy table and the reference upstream know them meanwhile. Each moves into its screen's
// declaration when that screen is built.
import { call } from './define.ts';

export const posOrderExport = call('POST', '/admin/export/pos-order-export', { kind: 'blob', uses: [{ right: 'OrderPagePosExport' }] });
