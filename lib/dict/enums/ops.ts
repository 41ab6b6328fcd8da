// Enumerations of the app, messaging, scheduler, rights and report screens (spec 01 §4 and §9).
// Codes the spec does not give (app, publish and OS types; resource kinds) are ours.
import type { EnumTable } from './types.ts';

export const OPS_ENUMS: Readonly<Record<string, EnumTable>> = {
  feedbackStatus: [
    ['10', '待处理'],
    ['15', '处理中'],
    ['20', '已处理'],
  ],
  executeStatus: [
    ['0', '暂停'],
    ['1', '正常'],
  ],
  runStatus: [
    ['20', '成功'],
    ['40', '失败'],
  ],
  pushStatus: [
    ['20', '推送成功'],
    ['40', '推送失败'],
  ],
  sendStatus: [
    ['10', '发送中'],
    ['20', '发送成功'],
    ['40', '发送失败'],
  ],
  appType: [
    ['10', '商户App'],
    ['20', '机构App'],
  ],
  publishType: [
    ['1', '静默更新'],
    ['2', '提示更新'],
    ['3', '强制更新'],
  ],
  osType: [
    ['iOS', 'iOS'],
    ['Android', 'Android'],
    ['PC', 'PC'],
  ],
  resType: [
    ['1', '目录'],
    ['2', '菜单'],
    ['3', '按钮'],
  ],
  dayType: [
    ['1', '工作日'],
    ['2', '节假日'],
    ['3', '调休工作日'],
  ],
  msgKind: [
    ['OFFICIAL', '官方消息'],
    ['NOTICE', '通知消息'],
  ],
  checkResult: [
    ['0', '未注册'],
    ['1', '已注册'],
    ['2', '校验失败'],
  ],
};
