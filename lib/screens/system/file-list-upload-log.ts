// 文件上传日志 (spec 01 §2; §7 file upload): named without fields; designed as one line per upload
// (file, group, type, size, operator, result).
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const fileListUploadLogCalls = {
  page: call('POST /admin/file/upload-log/page'),
};

export const fileListUploadLog: ScreenDef = {
  name: 'FileListUploadLog',
  title: '文件上传日志',
  area: 'system',
  kind: 'list',
  list: {
    call: fileListUploadLogCalls.page,
    rowKey: 'logId',
    filters: [
      'fileName',
      'custFileGroup',
      { name: 'result', label: '上传结果', type: 'select', enumId: 'runStatus', placeholder: '请选择上传结果' },
      'crtTime',
    ],
    columns: [
      { key: 'logId', title: '日志编号' },
      { key: 'fileName', title: '文件名称' },
      { key: 'custFileGroup', title: '文件分组' },
      { key: 'fileType', title: '文件类型', format: 'enum', enumId: 'fileType' },
      { key: 'fileSize', title: '文件大小', format: 'fileSize' },
      { key: 'empId', title: '操作员' },
      { key: 'result', title: '上传结果', format: 'enum', enumId: 'runStatus' },
      { key: 'message', title: '信息' },
      { key: 'crtTime', title: '上传时间', format: 'datetime' },
    ],
  },
};
