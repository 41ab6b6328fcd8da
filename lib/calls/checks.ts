// Calls used by screens still to be built (their issues declare the screens that make them): kept
// here with the rights the spec gives, so the policy table knows them meanwhile.
import { call } from './define.ts';

/** Spec 01 §2 widget 8; the member dialog's settlement-card re-verification uses it too (spec 02). */
export const elementCheck = call('POST /admin/auth/element-check', { uses: [{ right: 'AuthElementCheck' }] });
