import Link from 'next/link';
import type { ComponentProps } from 'react';

// Every console screen is rendered per request for its operator (dynamic, no loading boundary), so
// a prefetch gains a navigation nothing: it costs the server a request that runs the session check
// and the layout. Next's Link prefetches every link in view: the open menu group, the tabs and the
// home links, 23 requests on each page view of /MemberList, 170-340 ms of console CPU per page view
// against ~16 ms for the page itself. The console's links go to the server when clicked, once.
export function ScreenLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
