// The quiz, loaded on demand, with its use cases.
import { ContainerModule } from 'inversify';
import {
  AccountsGateway,
  Navigator,
  Quiz,
  RandomSource,
  SecureStorage,
  SessionPolicy,
  TimeScheduler,
  VerificationCheck,
} from 'matka-core/player';
import { bindUseCase } from '../bind-use-case.js';

export { QuizScreen } from '../../screens/quiz/quiz-screen.js';

/** A quiz holds a round's state: each screen gets its own, on the injected clock. */
export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, Quiz, [RandomSource, TimeScheduler], true);
  bindUseCase(bind, VerificationCheck, [AccountsGateway, SessionPolicy, SecureStorage, Navigator]);
});
