import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

/** 会员登录日志: spec 01 §2 names the screen only; designed from the member's login fields (loginIp, loginAddress, loginTime). */
export const memberLoginLog: ScreenDef = {
  name: 'MemberLoginLog',
  title: '会员登录日志',
  area: 'members',
  kind: 'list',
  list: {
    call: call('POST /admin/member/login-log/page'),
    rowKey: 'logId',
    filters: [
      'memberId',
      { name: 'loginIp', label: '登录IP', type: 'text', maxLength: 40, placeholder: '请输入登录IP' },
      { name: 'channel', label: '登录渠道', type: 'select', enumId: 'loginChannel', placeholder: '请选择登录渠道' },
      { name: 'result', label: '登录结果', type: 'select', enumId: 'loginResult', placeholder: '请选择登录结果' },
      { name: 'crtTime', label: '登录时间' },
    ],
    columns: [
      { key: 'logId', title: '日志编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'loginIp', title: '登录IP' },
      { key: 'loginAddress', title: '登录地址' },
      { key: 'channel', title: '登录渠道', format: 'enum', enumId: 'loginChannel' },
      { key: 'device', title: '设备' },
      { key: 'appVersion', title: '版本' },
      { key: 'result', title: '登录结果', format: 'enum', enumId: 'loginResult' },
      { key: 'failReason', title: '失败原因' },
      { key: 'crtTime', title: '登录时间', format: 'datetime' },
    ],
  },
};
