// List declarations of the bank and system screens (spec 01 §2 "Bank and system", §3, §7 pick-lists).
import type { ListDef } from '../types.ts';

export const bankList: ListDef = {
  call: '/admin/bank/page',
  rowKey: 'bankCode',
  filters: ['bankCode', 'bankName'],
  columns: [
    { key: 'bankCode', title: '银行编号' },
    { key: 'bankName', title: '银行名称' },
    { key: 'bankShortName', title: '银行简称' },
    { key: 'branchCount', title: '支行数' },
    { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
    { key: 'crtTime', title: '创建时间', format: 'datetime' },
  ],
};

export const bankBranch: ListDef = {
  call: '/admin/bank/branch/page',
  rowKey: 'bankBranchCode',
  filters: ['bankCode', 'areaCode', 'branchName'],
  columns: [
    { key: 'branchName', title: '支行名称' },
    { key: 'bankBranchCode', title: '支行编号' },
    { key: 'bankName', title: '银行名称' },
    { key: 'bankCode', title: '银行编号' },
    { key: 'provinceName', title: '省份' },
    { key: 'cityName', title: '城市' },
    { key: 'areaCode', title: '地区编码', optional: true },
    { key: 'address', title: '地址' },
    { key: 'crtTime', title: '创建时间', format: 'datetime', optional: true },
  ],
};

export const systemCode: ListDef = {
  call: '/admin/dict/page',
  rowKey: 'typeId',
  filters: ['typeId', 'typeName', 'typeValue'],
  columns: [
    { key: 'typeId', title: '类型编号' },
    { key: 'typeName', title: '名称' },
    { key: 'typeValue', title: '值' },
  ],
};

export const baseType: ListDef = {
  call: '/admin/base-type/page',
  rowKey: 'typeId',
  filters: ['typeId', 'typeName'],
  columns: [
    { key: 'typeId', title: '类型编号' },
    { key: 'typeName', title: '类型名称' },
    { key: 'typeDesc', title: '说明' },
    { key: 'valueCount', title: '字典项数' },
    { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
    { key: 'crtTime', title: '创建时间', format: 'datetime' },
    { key: 'uptTime', title: '更新时间', format: 'datetime' },
  ],
};

export const fileList: ListDef = {
  call: '/admin/file/page',
  rowKey: 'fileId',
  filters: ['fileName', 'custFileGroup', 'fileType', 'memberId', 'fileSize', { name: 'crtTime', defaultWindow: 'none' }],
  columns: [
    { key: 'fileId', title: '文件编号' },
    { key: 'fileName', title: '文件名' },
    { key: 'custFileGroup', title: '文件分组' },
    { key: 'custFileTag', title: '文件标签' },
    { key: 'fileType', title: '文件类型' },
    { key: 'size', title: '文件大小', format: 'fileSize' },
    { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
    { key: 'empId', title: '上传人' },
    { key: 'crtTime', title: '上传时间', format: 'datetime' },
  ],
  actions: [{ id: 'download', label: '下载', kind: 'download', call: '/export-log/download', method: 'GET', idKey: 'fileId' }],
};

export const systemAuthorizationMember: ListDef = {
  call: '/admin/employee/page',
  rowKey: 'empId',
  filters: ['loginId', 'realName', 'roleType', 'roleName', 'orgCode', 'status'],
  columns: [
    { key: 'empId', title: '员工编号' },
    { key: 'loginId', title: '登录账号' },
    { key: 'realName', title: '姓名', format: 'masked' },
    { key: 'mobile', title: '手机号', format: 'masked' },
    { key: 'roleType', title: '角色类型', format: 'enum', enumId: 'roleType' },
    { key: 'roleName', title: '角色名称' },
    { key: 'orgCode', title: '机构编号', link: 'org', products: 'notDfLys' },
    { key: 'orgName', title: '机构名称', products: 'notDfLys' },
    { key: 'productCode', title: '产品编码', products: 'notAll' },
    { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
    { key: 'lastLoginTime', title: '最近登录时间', format: 'datetime' },
    { key: 'crtTime', title: '创建时间', format: 'datetime' },
  ],
  actions: [
    {
      id: 'enable',
      label: '启用',
      kind: 'call',
      call: '/admin/employee/enable',
      idKey: 'empId',
      confirm: '确定启用该员工吗？',
      when: { field: 'status', values: [0] },
      right: 'SystemAuthorizationMemberStatus',
    },
    {
      id: 'disable',
      label: '停用',
      kind: 'call',
      call: '/admin/employee/disable',
      idKey: 'empId',
      confirm: '确定停用该员工吗？',
      when: { field: 'status', values: [1] },
      right: 'SystemAuthorizationMemberStatus',
    },
  ],
};
