import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { CronoGame } from '@guessdle/api';
import { Button, Timer, VisuallyHidden } from '@guessdle/ui';
import { useWidgetTranslation } from '../i18n/keys';
import { optionIndexForKey } from '../core';
import type { CronoState, PickFeedback } from './cronoTypes';
import * as S from './CronoGameView.styles';
import { useHasKeyboard } from './useHasKeyboard';

type Option = CronoGame['options'][number];
type Verdict = NonNullable<PickFeedback>['verdict'];
const NO_OPTIONS: readonly Option[] = [];

/**
 * A round on screen. A pick renders it twice (the pending look, then the verdict) and the clock
 * once a second; on a slow phone every render between a tap and its verdict is seen (`pnpm
 * bench:crono`). So each part is memoised on what it shows (a verdict renders the options and the
 * announcement, a tick the clock) and reads its texts once per language, not at each render.
 */
export function Round({
  state,
  photoUrl,
  onPick,
  offline = false,
}: {
  state: Pick<CronoState, 'game' | 'secondsLeft' | 'guessPending' | 'feedback' | 'lastPick'>;
  photoUrl: string | null;
  onPick: (optionId: string) => void;
  /**
   * No connection: the run is judged and timed by the server, which cannot be paused, so picks
   * are held back (a tap would be lost) and a notice says why; the clock runs on, as the
   * server's does. @default false
   */
  offline?: boolean;
}) {
  const questionId = useId();
  const game = state.game;
  const options = game?.options ?? NO_OPTIONS;
  const pick = offline ? ignorePick : onPick;
  useOptionKeys(options, pick);
  // Each round gets new buttons (keyed by the round): see RoundOptions.
  const roundId = game?.currentModel?.id ?? '';
  const feedback = state.feedback?.roundId === roundId ? state.feedback : null;
  return (
    <>
      <RoundTimer secondsLeft={state.secondsLeft} score={game?.score ?? 0} />
      <RoundPhoto questionId={questionId} photoUrl={photoUrl} />
      <OfflineNotice offline={offline} />
      <RoundOptions
        questionId={questionId}
        roundId={roundId}
        options={options}
        busy={state.guessPending || offline}
        pickedId={feedback?.optionId}
        verdict={feedback?.verdict}
        onPick={pick}
      />
      <KeysHint />
      <PickAnnouncement last={state.lastPick} />
    </>
  );
}

const ignorePick = () => {};

/** "Crono needs a connection", inside the round while it is gone (a polite status line). */
const OfflineNotice = memo(function OfflineNotice({ offline }: { offline: boolean }) {
  const { t } = useWidgetTranslation();
  return offline ? (
    <S.Help role="status" data-offline="">
      {t('crono.offlineRound')}
    </S.Help>
  ) : null;
});

/** Keys 1-4 pick an option, unless the player is typing somewhere or holds a modifier. */
function useOptionKeys(options: readonly Option[], onPick: (optionId: string) => void) {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const index = optionIndexForKey(event.key, options.length);
      const option = index === null ? undefined : options[index];
      if (!option) return;
      event.preventDefault();
      onPick(option.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [options, onPick]);
}

/** The run's clock and score: a tick renders this alone. */
const RoundTimer = memo(function RoundTimer({
  secondsLeft,
  score,
}: {
  secondsLeft: number;
  score: number;
}) {
  const { t } = useWidgetTranslation();
  const texts = useMemo(
    () => ({
      timeLeft: t('crono.timeLeft'),
      score: t('crono.score'),
      lowTime: t('crono.lowTime', { count: 10 }),
    }),
    [t],
  );
  return (
    <Timer
      secondsLeft={secondsLeft}
      score={score}
      timeLeftLabel={texts.timeLeft}
      scoreLabel={texts.score}
      lowTimeAnnouncement={texts.lowTime}
    />
  );
});

const RoundPhoto = memo(function RoundPhoto({
  questionId,
  photoUrl,
}: {
  questionId: string;
  photoUrl: string | null;
}) {
  const { t } = useWidgetTranslation();
  return (
    <>
      <S.Question id={questionId}>{t('crono.question')}</S.Question>
      <S.PhotoFrame>
        {/* One <img> for the whole run: the store swaps its src only once the next photo has
            decoded, so the old photo stays up until the new one paints (no blank frame). */}
        {photoUrl && <img src={photoUrl} alt={t('crono.photoAlt')} draggable={false} />}
      </S.PhotoFrame>
    </>
  );
});

/**
 * The four options. Each round gets new buttons (keyed by the round): no focus ring, hover or
 * pressed look of the previous pick stays on the button in the same place. A keyboard player
 * whose focused button went with its round keeps their place on the group (Tab reaches the first
 * option).
 */
const RoundOptions = memo(function RoundOptions({
  questionId,
  roundId,
  options,
  busy,
  pickedId,
  verdict,
  onPick,
}: {
  questionId: string;
  roundId: string;
  options: readonly Option[];
  busy: boolean;
  pickedId: string | undefined;
  verdict: Verdict | undefined;
  onPick: (optionId: string) => void;
}) {
  const { t } = useWidgetTranslation();
  const verdictTexts = useMemo(
    () => ({ correct: t('crono.verdictCorrect'), wrong: t('crono.verdictWrong') }),
    [t],
  );
  const groupRef = useRef<HTMLDivElement>(null);
  const focusInGroup = useRef(false);
  useLayoutEffect(() => {
    const group = groupRef.current;
    if (!group || !focusInGroup.current || typeof document === 'undefined') return;
    const active = document.activeElement;
    if (!active || active === document.body) group.focus({ preventScroll: true });
  }, [roundId]);
  return (
    <S.Options
      ref={groupRef}
      role="group"
      aria-labelledby={questionId}
      aria-busy={busy}
      tabIndex={-1}
      onFocus={() => {
        focusInGroup.current = true;
      }}
      onBlur={(event) => {
        // Focus that went to nowhere (its button removed, the window left) keeps the place.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) focusInGroup.current = false;
      }}
    >
      {options.map((option, index) => {
        const picked = option.id === pickedId ? verdict : undefined;
        return (
          <OptionButton
            key={`${roundId}:${index}`}
            id={option.id}
            name={option.name}
            index={index}
            verdict={picked}
            verdictText={
              picked === 'correct' || picked === 'wrong' ? verdictTexts[picked] : undefined
            }
            busy={busy}
            onPick={onPick}
          />
        );
      })}
    </S.Options>
  );
});

/** An option: a verdict renders the picked one alone. */
const OptionButton = memo(function OptionButton({
  id,
  name,
  index,
  verdict,
  verdictText,
  busy,
  onPick,
}: {
  id: string;
  name: string;
  index: number;
  verdict: Verdict | undefined;
  /** The verdict in words, once judged. */
  verdictText: string | undefined;
  busy: boolean;
  onPick: (optionId: string) => void;
}) {
  return (
    <Button
      variant="secondary"
      data-verdict={verdict}
      aria-disabled={busy || undefined}
      aria-keyshortcuts={String(index + 1)}
      onClick={() => onPick(id)}
    >
      <S.Keycap aria-hidden="true">
        {verdict === 'correct' ? '✓' : verdict === 'wrong' ? '✗' : index + 1}
      </S.Keycap>
      <S.OptionText>
        <span>{name}</span>
        {verdictText ? <S.Verdict>{verdictText}</S.Verdict> : null}
      </S.OptionText>
    </Button>
  );
});

/** The tip about keys 1-4, for a player who seems to have a keyboard. */
const KeysHint = memo(function KeysHint() {
  const { t } = useWidgetTranslation();
  return useHasKeyboard() ? <S.Help>{t('crono.keysHint')}</S.Help> : null;
});

/** What the last pick did, for screen readers. */
const PickAnnouncement = memo(function PickAnnouncement({
  last,
}: {
  last: CronoState['lastPick'];
}) {
  const { t } = useWidgetTranslation();
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {last
        ? t(last.correct ? 'crono.correctAnnouncement' : 'crono.wrongAnnouncement', {
            score: last.score,
          })
        : ''}
    </VisuallyHidden>
  );
});
