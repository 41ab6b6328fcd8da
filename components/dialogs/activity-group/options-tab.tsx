'use client';

// The activity-group dialog's template tab: each activity's template options with the group's
// values and the editor each dataType gets (spec 03 §3 Option, §5).
import { orgCalls } from '@/lib/calls/orgs';
import { optionEditor } from '@/lib/orgs/rules';
import { ACTIVITIES } from '../org-form/model';
import type { BespokeTabProps } from '../bespoke';
import { StatusNote } from '@/components/ui/status-note';
import { useUpstream } from '@/lib/swr/upstream';
import { SimpleTable, TD } from '@/components/ui/simple-table';

const editorText = (dataType: unknown) => {
  const e = optionEditor(dataType);
  return e.kind === 'number' ? (e.step === 1 ? '整数' : `数值（步长 ${e.step}）`) : '文本';
};

export function ActivityGroupOptionsTab({ id, tab }: BespokeTabProps) {
  // The group detail {activityGroupId, pageNum, pageSize 50} (spec 03 §7): its activities, each with its template.
  const path = tab.calls[orgCalls.activityPage.path]?.path ?? orgCalls.activityPage.path;
  const { data, error } = useUpstream<unknown>(path, { activityGroupId: id, pageNum: 1, pageSize: 50 }, { retry: true });
  if (error) return <StatusNote>加载失败</StatusNote>;
  if (!data) return <StatusNote>加载中...</StatusNote>;
  const activities = ACTIVITIES.rows(data);
  if (!activities.length) return <StatusNote>暂无数据</StatusNote>;
  return (
    <div className="flex flex-col gap-4">
      {activities.map((a, i) => (
        <section key={String(a.activityId ?? i)} data-activity={a.activityId ?? i}>
          <p className="mb-1 text-sm text-gray-800">
            {a.activityName}
            <span className="ml-2 text-xs text-gray-500">
              {a.instanceTmplt.tmpltName}（{a.instanceTmplt.tmpltId}）
            </span>
          </p>
          <SimpleTable head={['参数名称', '字段', '参数值', '输入方式', '备注']}>
            {a.instanceTmplt.opts.map((o) => (
              <tr key={String(o.tmpltOptId)}>
                <td className={TD}>{o.optName}</td>
                <td className={`${TD} text-gray-500`}>{o.fieldName}</td>
                <td className={TD}>{o.optValue}</td>
                <td className={TD}>{editorText(o.dataType)}</td>
                <td className={`${TD} text-gray-500`}>{o.remark ?? ''}</td>
              </tr>
            ))}
          </SimpleTable>
        </section>
      ))}
    </div>
  );
}
