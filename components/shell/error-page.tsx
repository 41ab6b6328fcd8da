import { ScreenLink } from '@/components/ui/screen-link';
import { ErrorPanel, HOME_LINK_CLASS } from './error-panel';

/** /403, /404 and the not-found page: the error panel and a way home. */
export function ErrorPage({
  homeHref = '/',
  ...panel
}: {
  code: string;
  heading: string;
  text: string;
  label?: string;
  homeHref?: string;
}) {
  return (
    <ErrorPanel {...panel}>
      <ScreenLink href={homeHref} className={HOME_LINK_CLASS}>
        返回首页
      </ScreenLink>
    </ErrorPanel>
  );
}
