import { useObservableState } from 'observable-hooks';
import { LoadHome, SecureStorage } from '../../core/index.js';
import { brandNameIn } from './brand-name.js';
import { useService } from './container-context.js';
import { useText } from './use-text.js';

/** The brand players see (header, page title, install dialog); read again whenever home stores its settings. */
export function useBrandName(): string {
  const text = useText();
  const storage = useService(SecureStorage);
  useObservableState(useService(LoadHome).settingsStored$);
  return brandNameIn(storage, text('appName'));
}
