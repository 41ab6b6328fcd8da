import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';

/** 三四要素认证校验 (spec 01 §2 widget 8): the check form, all in the browser. */
export default function AuthElementCheckScreen(_props: BespokeProps) {
  return <ClientScreen name="AuthElementCheck" />;
}
