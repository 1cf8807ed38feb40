// A host that hears about the widget's errors (issue 47: `onError`). Checked on its own by the
// consumer test, so a missing prop is named as such.
import type { GuessdleApi } from '@guessdle/api';
import { ClassicGame } from '@guessdle/games';

export function ClassicWithErrors({
  api,
  report,
}: {
  api: GuessdleApi;
  report: (error: unknown) => void;
}) {
  return <ClassicGame api={api} onError={(error: unknown) => report(error)} />;
}
