import type { ReactNode } from 'react';
import type { LiveChange, Outcome } from 'matka-core/player';
import type { TranslationKey } from '../i18n/locales/en.js';
import { PageToolbar } from '../chrome/page-toolbar.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useLiveChange } from '../hooks/use-live-change.js';
import { useRequest } from '../hooks/use-request.js';
import { useText } from '../hooks/use-text.js';
import { Loaded } from './loaded.js';

/**
 * A page that shows one request: titled in its toolbar and the browser's tab, then a loader,
 * why it failed with Retry, or what loaded. `load` runs as the page opens and again when one
 * of `deps` changes, or when one of the `live` kinds changes on the server (a result declared,
 * a deposit decided): an open page reads again, no reload.
 */
export function LoadedPage<T>(props: {
  title: TranslationKey;
  load: () => Promise<Outcome<T>>;
  deps: readonly unknown[];
  live?: readonly LiveChange[];
  children: (value: T) => ReactNode;
}) {
  const text = useText();
  usePageTitle(props.title);
  const { state, retry } = useRequest(props.load, props.deps);
  useLiveChange(retry, ...(props.live ?? []));
  return (
    <>
      <PageToolbar title={text(props.title)} />
      <Loaded state={state} retry={retry}>
        {props.children}
      </Loaded>
    </>
  );
}
