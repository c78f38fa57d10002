import { UI_STRINGS, type UiStrings } from '../ui-strings';
import { useSession } from './use-session';

/** The strings in the signed-in user's language; English for visitors. */
export function useUiStrings(): UiStrings {
  const { user } = useSession();
  return UI_STRINGS[user?.preferences.language ?? 'en'];
}
