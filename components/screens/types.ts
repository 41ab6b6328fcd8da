/** What a bespoke screen gets from the page: how it was opened. */
export interface BespokeProps {
  /** The route as opened (BIZ_ kept). */
  route: string;
  biz: boolean;
  title: string;
  /** The screen's declared calls resolved for the operator's product code ({p}), by declared path. */
  calls: Record<string, string>;
}
