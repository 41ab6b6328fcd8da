'use client';

// The batch template tab (option name, value, remark: the variant's fourth tab) and the extension
// info tab (spec 03 §2 tab 5: orgInf's platform fields).
import { useWatch } from 'react-hook-form';
import { MAX } from '@/lib/orgs/rules';
import { Grid, TextField } from './fields';
import { OptionInput } from './groups';
import type { TabProps } from './tab-props';
import { StatusNote } from '@/components/ui/status-note';
import { SimpleTable, TD } from '@/components/ui/simple-table';

export function TemplateTab({ form, mode }: TabProps) {
  const items = useWatch({ control: form.control, name: 'tmplItems' }) ?? [];
  if (!items.length) return <StatusNote>暂无数据</StatusNote>;
  return (
    <SimpleTable
      data-table="tmpl-items"
      head={[{ title: '参数名称', className: 'w-1/3' }, { title: '参数值', className: 'w-1/3' }, '备注']}
    >
      {items.map((item, i) => (
        <tr key={String(item.tmpltOptId)}>
          <td className={TD}>{item.optName}</td>
          <td className={TD}>
            <OptionInput form={form} name={`tmplItems.${i}.optValue`} opt={item} locked={mode === 'see'} />
          </td>
          <td className={`${TD} text-gray-500`}>{item.remark ?? ''}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}

export function ExtTab({ form, mode }: TabProps) {
  const see = mode === 'see';
  return (
    <Grid>
      <TextField
        form={form}
        name="orgInf.allowIpStr"
        label="IP白名单"
        maxLength={MAX.allowIpStr}
        locked={see}
        placeholder="多个以英文逗号分隔"
      />
      <TextField form={form} name="orgInf.apiKey" label="接口密钥" maxLength={MAX.apiKey} locked={see} placeholder="数字和字母" />
      <TextField form={form} name="orgInf.serviceCall" label="回调地址" maxLength={MAX.url} locked={see} placeholder="https://" />
      <TextField form={form} name="orgInf.svcDomain" label="服务域名" maxLength={MAX.url} locked={see} />
    </Grid>
  );
}
