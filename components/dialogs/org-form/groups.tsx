'use client';

// Tabs 3 and 4 (spec 03 §2): the withdrawal info (the leader's default activity group) and the
// policy activities (every other group, added through the activity-group picker). Each activity
// shows its template's options with an editor by dataType; a provider's read-only options are
// locked and its hidden ones gone; PRODUCT operators see each option's change log in see mode.
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { orgCalls } from '@/lib/calls/orgs';
import { everyPage } from '@/lib/list/every-page';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { addGroupRefusal, optionEditor, optionState, unusableGroup, visibleGroup } from '@/lib/orgs/rules';
import { fieldId, useError } from './fields';
import { ACTIVITIES, type Activity, formGroup, type Group, type Opt } from './model';
import type { TabProps } from './tab-props';
import { useCallPath } from './paths';
import { StatusNote } from '@/components/ui/status-note';
import { SimpleTable, TD } from '@/components/ui/simple-table';
import { GroupPicker, type PickRow } from './group-picker';

export function GroupsTab(props: TabProps & { kind: 'withdrawal' | 'policy' }) {
  return props.kind === 'withdrawal' ? <Withdrawal {...props} /> : <Policies {...props} />;
}

function Withdrawal(props: TabProps) {
  const group = useWatch({ control: props.form.control, name: 'withdrawal' });
  if (!group) {
    return (
      <StatusNote data-testid="org-no-withdrawal">
        {props.mode === 'add' ? `选择上级${props.t.org}后显示其默认${props.t.activityGroup}` : '暂无数据'}
      </StatusNote>
    );
  }
  return <GroupView {...props} group={group} path="withdrawal" />;
}

function Policies(props: TabProps) {
  const { form, mode, t, shown, flags } = props;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'policies', keyName: 'key' });
  const [picking, setPicking] = useState(false);
  const callPath = useCallPath();
  // A new organisation may use its parent's groups only (issue #53): the picker offers those.
  const parentCode = useWatch({ control: form.control, name: 'orgInf.parentOrgCode' }) ?? '';
  const owner = mode === 'add' && parentCode ? { code: parentCode, name: shown.parentOrgName ?? parentCode } : undefined;
  const add = async (row: PickRow) => {
    const present = [...(form.getValues('withdrawal') ? [form.getValues('withdrawal')!] : []), ...form.getValues('policies')];
    const ownerCode = row.orgCode ? String(row.orgCode) : undefined;
    const refusal =
      addGroupRefusal(present, row.activityGroupId) ??
      (owner ? unusableGroup([{ activityGroupName: String(row.activityGroupName ?? ''), ownerCode }], owner.code) : null);
    if (refusal) {
      notify({ type: 'warning', message: refusal });
      return;
    }
    // The group detail {activityGroupId, pageNum, pageSize 50} (spec 03 §7): its activities, every
    // page of them (03-N16); the group's own fields are the picked row's.
    const found = await everyPage(
      (pageNum) =>
        api<unknown>(callPath(orgCalls.activityPage), { body: { activityGroupId: row.activityGroupId, pageNum, pageSize: 50 } }).catch(
          () => null,
        ),
      50,
    );
    if (!found) return;
    const orgActivitys = ACTIVITIES.rows(found);
    append({
      ...formGroup({ activityGroupId: row.activityGroupId, activityGroupName: String(row.activityGroupName ?? ''), orgActivitys }),
      ownerCode,
    });
    setPicking(false);
  };
  return (
    <div className="flex flex-col gap-3">
      {mode !== 'see' && (
        <div>
          <Button variant="primary" onClick={() => setPicking(true)} data-testid="org-add-group">
            添加{t.activityGroup}
          </Button>
        </div>
      )}
      {fields.length === 0 && <StatusNote>暂无数据</StatusNote>}
      {fields.map((f, i) => (
        <GroupView
          key={f.key}
          {...props}
          group={form.getValues(`policies.${i}`)}
          path={`policies.${i}`}
          onRemove={mode === 'see' ? undefined : () => remove(i)}
        />
      ))}
      {picking && (
        <GroupPicker
          open={picking}
          onOpenChange={setPicking}
          onPick={add}
          t={t}
          owner={owner}
          roleType={flags.platform ? 'PRODUCT' : 'ORG'}
        />
      )}
    </div>
  );
}

function GroupView({ form, mode, flags, t, group, path, onRemove }: TabProps & { group: Group; path: string; onRemove?: () => void }) {
  // HIDE options always go; a provider's hidden ones and then its empty activities too (spec 03 §6).
  const provider = !!flags.provider;
  return (
    <section className="rounded border border-gray-200" data-group={group.activityGroupId}>
      <header className="flex items-center justify-between border-b border-gray-200 bg-gray-50 px-3 py-2">
        <span className="text-sm font-medium text-gray-800">
          {group.activityGroupName}
          <span className="ml-2 text-xs font-normal text-gray-500">
            {t.activityGroup}编号 {group.activityGroupId}
          </span>
        </span>
        {onRemove && (
          <Button variant="text" size="sm" onClick={onRemove}>
            删除
          </Button>
        )}
      </header>
      <div className="flex flex-col gap-3 p-3">
        {group.orgActivitys.map((a, ai) => {
          const opts = a.instanceTmplt.opts.map((o, oi) => ({ o, oi })).filter(({ o }) => optionState(o.optTag, provider) !== 'hidden');
          if (provider && opts.length === 0) return null;
          return (
            <ActivityView
              key={String(a.activityId)}
              activity={a}
              opts={opts}
              base={`${path}.orgActivitys.${ai}.instanceTmplt.opts`}
              form={form}
              mode={mode}
              provider={provider}
              logs={mode === 'see' && !!flags.optLogs}
            />
          );
        })}
        {visibleGroup(group, provider).orgActivitys?.length === 0 && <p className="text-center text-sm text-gray-500">暂无数据</p>}
      </div>
    </section>
  );
}

function ActivityView({
  activity,
  opts,
  base,
  form,
  mode,
  provider,
  logs,
}: {
  activity: Activity;
  opts: Array<{ o: Opt; oi: number }>;
  base: string;
  form: TabProps['form'];
  mode: TabProps['mode'];
  provider: boolean;
  logs: boolean;
}) {
  const history = activity.instanceTmplt.optLogs ?? [];
  return (
    <div data-activity={activity.activityId}>
      <p className="mb-1 text-sm text-gray-700">
        {activity.activityName}
        <span className="ml-2 text-xs text-gray-500">{activity.instanceTmplt.tmpltName}</span>
      </p>
      <SimpleTable head={[{ title: '参数名称', className: 'w-1/3' }, { title: '参数值', className: 'w-1/3' }, '备注']}>
        {opts.map(({ o, oi }) => (
          <tr key={String(o.tmpltOptId)}>
            <td className={TD}>{o.optName}</td>
            <td className={TD}>
              <OptionInput
                form={form}
                name={`${base}.${oi}.optValue`}
                opt={o}
                locked={mode === 'see' || optionState(o.optTag, provider) === 'readOnly'}
              />
            </td>
            <td className={`${TD} text-gray-500`}>{o.remark ?? ''}</td>
          </tr>
        ))}
      </SimpleTable>
      {logs && (
        <details className="mt-1" data-testid="opt-logs">
          <summary className="cursor-pointer text-xs text-brand">变更记录（{history.length}）</summary>
          {history.length === 0 ? (
            <p className="py-2 text-xs text-gray-500">暂无数据</p>
          ) : (
            <SimpleTable className="mt-1" head={['参数名称', '原值', '新值', '修改时间', '修改人']}>
              {history.map((l, i) => (
                <tr key={`${l.tmpltOptId}-${i}`}>
                  <td className={TD}>{l.optName}</td>
                  <td className={TD}>{l.origOptValue ?? '-'}</td>
                  <td className={TD}>{l.optValue}</td>
                  <td className={TD}>{l.crtTime}</td>
                  <td className={TD}>{l.crtMemberId ?? '-'}</td>
                </tr>
              ))}
            </SimpleTable>
          )}
        </details>
      )}
    </div>
  );
}

/** An option's editor by dataType (spec 03 §5): integer step 1, 0.01, 0.001, 0.0001, else text. */
export function OptionInput({
  form,
  name,
  opt,
  locked,
}: {
  form: TabProps['form'];
  name: string;
  opt: Pick<Opt, 'dataType' | 'optName'>;
  locked: boolean;
}) {
  const editor = optionEditor(opt.dataType);
  const error = useError(form, name);
  const id = fieldId(name);
  return (
    <div>
      <Input
        id={id}
        aria-label={opt.optName}
        type={editor.kind === 'number' ? 'number' : 'text'}
        step={editor.kind === 'number' ? editor.step : undefined}
        data-step={editor.kind === 'number' ? editor.step : 'text'}
        disabled={locked}
        invalid={!!error}
        {...form.register(name as never, { onChange: () => error && form.clearErrors(name as never) })}
      />
      {error && (
        <p role="alert" className="text-xs text-danger" data-error-for={id}>
          {error}
        </p>
      )}
    </div>
  );
}
