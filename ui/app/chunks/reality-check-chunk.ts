// The reality check, loaded after the first screen: /home's first load carries none of it.
import { ContainerModule } from 'inversify';
import { FundsGateway, RealityCheck, SessionPolicy } from 'matka-core/player';
import { bindUseCase } from '../bind-use-case.js';

export { RealityCheckWatch } from '../../screens/reality-check/reality-check-watch.js';

export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, RealityCheck, [FundsGateway, SessionPolicy]);
});
