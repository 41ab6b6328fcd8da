import { call } from '../../calls/define.ts';
import { exportLogDownload } from '../../calls/files.ts';
import type { ScreenDef } from '../types.ts';

/** 文件列表: uploaded files (spec 01 §3 uploaded image record), each downloadable. */
export const fileList: ScreenDef = {
  name: 'FileList',
  title: '文件列表',
  area: 'system',
  kind: 'list',
  list: {
    call: call('POST /admin/file/page'),
    rowKey: 'fileId',
    filters: [
      'fileName',
      'custFileGroup',
      { name: 'fileType', label: '文件类型', type: 'select', enumId: 'fileType', placeholder: '请选择文件类型' },
      'memberId',
      'fileSize',
      'crtTime',
    ],
    columns: [
      { key: 'fileId', title: '文件编号' },
      { key: 'fileName', title: '文件名' },
      { key: 'custFileGroup', title: '文件分组' },
      { key: 'custFileTag', title: '文件标签' },
      { key: 'fileType', title: '文件类型', format: 'enum', enumId: 'fileType' },
      { key: 'size', title: '文件大小', format: 'fileSize' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'empId', title: '上传人', nameKey: 'empName' },
      { key: 'crtTime', title: '上传时间', format: 'datetime' },
    ],
    actions: [{ id: 'download', label: '下载', kind: 'download', call: exportLogDownload, idKey: 'fileId' }],
  },
};
