// The shared look-ups of spec 01 §2 widgets and §7 "Shared look-ups": used from many screens and
// dialogs, so any signed-in operator may make them (the upstream scopes what they return).
import { call } from './define.ts';

const WIDGET = 'shared widget used from many screens (spec 01 §2)';

export const memberComponent = call('POST /admin/member/component', { signedIn: WIDGET });
export const memberComponentOrg = call('POST /admin/member/component/org', { signedIn: WIDGET });
export const memberComponentMerchant = call('POST /admin/member/component/merchant', { signedIn: WIDGET });
export const orgComponent = call('POST /admin/org/page/component', { signedIn: WIDGET });
/** Spec 02 §7 "product list | page size 50 | list": the product codes a product filter offers. */
export const productList = call('POST /admin/product/list', { signedIn: WIDGET });
export const dictPage = call('POST /admin/dict/page', { signedIn: WIDGET });
export const fileUpload = call('POST /admin/standard/file-upload', { kind: 'multipart', signedIn: WIDGET });
/** Images the upload tile shows (wanFullUri); the upstream scopes a path to its uploader's org. */
export const fileDownload = call('GET /file-download', { kind: 'blob', signedIn: WIDGET });
export const providerPage = call('POST /admin/provider/page', { signedIn: WIDGET });
export const areaTree = call('POST /admin/standard/area', { signedIn: WIDGET });
export const provinceCity = call('POST /admin/standard/province-city', { signedIn: WIDGET });
/** The trees of the list cascaders (spec 01 §2: entry stage, goods category, agent merchant number). */
export const stageList = call('POST /admin/standard/stage/list', { signedIn: WIDGET });
export const agentList = call('POST /admin/standard/agent/list', { signedIn: WIDGET });
/** Spec 03 §7 pick-lists "goods classification tree (status 1)"; the 商品分类 screen draws it too. */
export const goodsCategoryTree = call('POST /{p}/classify/tree', { signedIn: WIDGET });
export const cardBin = call('POST /admin/bank/card/bin', { signedIn: WIDGET });
export const tagGroupList = call('POST /admin/tag/group-list', { signedIn: WIDGET });
/** The branch picker of the organisation form; the /BankBranch list shares it. */
export const branchPage = call('POST /admin/bank/branch/page', { signedIn: WIDGET });
export const orgSelfInfo = call('POST /admin/org/self-info', {
  signedIn: "the operator's own organisation (ORG payment-channel filter)",
});

/**
 * The bank list (spec 01 §7 shared look-ups; 03 §7 pick-lists: bankCode, bankName): 银行列表's page and
 * the organisation dialog's bank pick-list. Each reads it under its own right (no sign-in-only use).
 */
export const bankPage = call('POST /admin/bank/page');
