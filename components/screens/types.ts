/** What a bespoke screen gets from the page: how it was opened. */
export interface BespokeProps {
  /** The route as opened (BIZ_ kept). */
  route: string;
  biz: boolean;
  title: string;
}
