// A parameter value held to its dataType as spec 01 §5 line 155 gives the editors: "100920 integer
// step 1; 100922 and 100923 step 0.01; 100924 step 0.001; 100925 step 0.0001; otherwise text".
// The reference upstream's own check of what it stores.

const STEP_DECIMALS: Readonly<Record<string, number>> = { '100920': 0, '100922': 2, '100923': 2, '100924': 3, '100925': 4 };

/** Why `value` is no value of `dataType` (the operator's message, naming `label`), or null when it is. */
export function dataTypeRefusal(dataType: unknown, value: unknown, label: string): string | null {
  const decimals = STEP_DECIMALS[String(dataType ?? '')];
  if (decimals === undefined || value === undefined || value === null || value === '') return null;
  const m = /^-?\d+(?:\.(\d+))?$/.exec(String(value).trim());
  if (!m) return `${label}须为数字`;
  if ((m[1]?.length ?? 0) <= decimals) return null;
  return decimals === 0 ? `${label}须为整数` : `${label}最多${decimals}位小数`;
}
