import { findDialog } from '@/lib/registry';
import { dialogView } from '@/lib/dialogs/view';
import { viewHandler } from '@/lib/gate/views';

export const dynamic = 'force-dynamic';

// GET /views/dialog/<entity>?screen=<route> - the entity's detail dialog as this operator may see
// it: tabs and fields they may not see are absent.
export const GET = viewHandler('dialog', 'entity', findDialog, dialogView);
