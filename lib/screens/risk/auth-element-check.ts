// 三四要素认证校验 (spec 01 §2 risk and checks): a bespoke screen over the element check call.
import { elementCheck } from '../../calls/checks.ts';
import type { ScreenDef } from '../types.ts';

export const authElementCheck: ScreenDef = {
  name: 'AuthElementCheck',
  title: '三四要素认证校验',
  area: 'risk',
  kind: 'bespoke',
  bespoke: 'AuthElementCheck',
  calls: [elementCheck],
};
