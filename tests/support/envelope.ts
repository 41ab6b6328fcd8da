// The upstream's envelope as the console passes it on ({status, message, data}), and a page of it.
export interface Envelope<T = Record<string, unknown>> {
  status: number;
  message?: string;
  data: T;
}
export type Page<T = Record<string, unknown>> = Envelope<{ data: T[]; total: number }>;

export async function json<T = Envelope>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}
