// The console's own views of a dialog or a form (GET /views/<kind>/<name>): only the dialog engine
// asks for them, so this stays out of the hooks a list's first load carries.
import useSWR, { type SWRResponse } from 'swr';
import { currentScreen } from '@/lib/client/location';
import { consoleGet } from '@/lib/client/views';

/** A dialog's or form's view for this operator, from the screen it is opened on (GET /views/<kind>/<name>). */
export function useConsoleView<T>(kind: 'dialog' | 'form', name: string | null): SWRResponse<T> {
  const screen = currentScreen();
  const url = name ? `/views/${kind}/${encodeURIComponent(name)}?screen=${encodeURIComponent(screen)}` : null;
  return useSWR<T>(url, consoleGet, { revalidateOnFocus: false, shouldRetryOnError: false });
}
