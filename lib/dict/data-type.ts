// Spec 01 §5 "number editors by option dataType": the decimals each dataType allows. Pure and
// erasable: the form schema uses it (the reference upstream has its own, upstream/kit/data-type.ts).

/** Spec 01 §5: the option number editors by dataType (decimals allowed); other types are text. */
export const DATA_TYPE_DECIMALS: Readonly<Record<string, number>> = { '100920': 0, '100922': 2, '100923': 2, '100924': 3, '100925': 4 };

/** The editor step of a dataType (1, 0.01 …), or null for a text value. */
export function dataTypeStep(dataType: unknown): number | null {
  const d = DATA_TYPE_DECIMALS[String(dataType ?? '')];
  return d === undefined ? null : 10 ** -d;
}

/** Why a value does not fit its dataType's editor, or null when it does (or the type is text). */
export function dataTypeMessage(dataType: unknown, value: unknown, label: string): string | null {
  const d = DATA_TYPE_DECIMALS[String(dataType ?? '')];
  if (d === undefined || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return `${label}须为数字`;
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > d) return d === 0 ? `${label}须为整数` : `${label}最多${d}位小数`;
  return null;
}
