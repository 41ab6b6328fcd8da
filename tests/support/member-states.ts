// Spec 02 §4, as the spec lists them: the wallets' review states (WeChat's stored with APPLYMENT_STATE_).
export const ZFB_AUDIT = ['AUDITING', 'CONTACT_CONFIRM', 'LEGAL_CONFIRM', 'AUDIT_PASS', 'AUDIT_REJECT', 'AUDIT_FREEZE', 'CANCELED'];
export const WX_AUDIT = [
  'WAITTING_FOR_AUDIT',
  'WAITTING_FOR_CONFIRM_CONTACT',
  'WAITTING_FOR_CONFIRM_LEGALPERSON',
  'PASSED',
  'REJECTED',
  'FREEZED',
  'CANCELED',
].map((s) => `APPLYMENT_STATE_${s}`);
