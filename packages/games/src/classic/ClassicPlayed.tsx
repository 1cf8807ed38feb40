import { useWidgetTranslation, type WidgetT } from '../i18n/keys';
import { ColumnHeader, GuessRow } from '@guessdle/ui';
import { CLASSIC_FIELDS, type FieldComparison } from '../core';
import type { PerformerItem } from '@guessdle/api';
import type { CopyEnvironment } from '@guessdle/ui';
import { DailyShareBox, DailyWinBox, GuessAnnouncement } from '../daily-view/DailyViewParts';
import { formatPuzzleDate } from '../i18n/dates';
import { useArchiveDate } from '../widget/widgetContext';
import { birthPlaceText } from '../i18n/places';
import { genderContext } from '../i18n/texts';
import type { ModeHref } from '../widget/widgetRuntime';
import {
  tileState,
  type ClassicGuessRow,
  type ClassicViewModel,
  type TileState,
} from './viewModel';
import { classicShareRows } from './share';
import { COLUMN_TEXTS, valueText } from './texts';
import * as S from './ClassicGameView.styles';
import { ScrollCue } from './ScrollCue';

// What Classic shows once a guess is made, the table of guesses and the result: a chunk of its
// own, loaded through ClassicGameView (never import it directly).

/** The columns: the picture, then core's compared fields in their order. */
const COLUMNS = ['model', ...CLASSIC_FIELDS] as const;
/** The compared fields: every column but the picture. */
const FIELDS = CLASSIC_FIELDS;

export interface ClassicResultProps {
  model: ClassicViewModel;
  answer: PerformerItem;
  assetUrl: (path: string) => string;
  shareUrl: string;
  modeHref: ModeHref;
  onCopy: () => void;
  clipboardEnvironment: CopyEnvironment | undefined;
}

export interface GuessTableProps {
  model: ClassicViewModel;
  assetUrl: (path: string) => string;
  onRevealDone: () => void;
}

/**
 * A tile's value as the player reads it: in their language, agreeing with the gender of the
 * guessed performer (the row's), a birthplace with its country named in the language.
 */
function formatValue(
  t: WidgetT,
  language: string,
  comparison: FieldComparison,
  performer: PerformerItem,
): string {
  const value = comparison.currentGuessValue;
  if (value === null || value === undefined) return '—';
  const field = comparison.fieldName;
  if (field === 'birthPlace' && typeof value === 'string') {
    return birthPlaceText(value, performer.birthCountry, language, performer.birthCityNames);
  }
  const context = genderContext(performer.gender);
  const translate = (v: string) => valueText(t, field, v, context);
  if (Array.isArray(value)) return value.map((v) => translate(String(v))).join(', ');
  if (typeof value === 'number') return String(value);
  return translate(String(value));
}

export function GuessTable({ model, assetUrl, onRevealDone }: GuessTableProps) {
  const { t, i18n } = useWidgetTranslation();
  const stateLabels: Record<TileState, string> = {
    correct: t('classic.legend.correct'),
    partial: t('classic.legend.partial'),
    incorrect: t('classic.legend.incorrect'),
    higher: t('classic.legend.higher'),
    lower: t('classic.legend.lower'),
  };

  const tilesOf = (row: ClassicGuessRow) =>
    row.comparisons.map((comparison, i) => {
      const state = tileState(comparison);
      return {
        key: comparison.fieldName,
        label: t(COLUMN_TEXTS[FIELDS[i] ?? 'rank'].label),
        state,
        stateLabel: stateLabels[state],
        value: formatValue(t, i18n.language, comparison, row.performer),
      };
    });
  // The row just typed, read once: "Name: Gender Female, Correct; …; Rank 12, Higher".
  const latest = model.guesses[0];
  const announcement = latest?.animate
    ? t('common.guessAnnouncement', {
        name: latest.performer.name,
        result: tilesOf(latest)
          .map((tile) => `${tile.label} ${tile.value}, ${tile.stateLabel}`)
          .join('; '),
      })
    : '';

  return (
    <ScrollCue>
      <GuessAnnouncement text={announcement} />
      <div role="table" aria-label={t('common.guessesLabel')}>
        <ColumnHeader
          columns={COLUMNS.map((column) => ({
            key: column,
            label: t(COLUMN_TEXTS[column].label),
            tooltip: t(COLUMN_TEXTS[column].tooltip),
          }))}
        />
        {model.guesses.map((row, index) => (
          <GuessRow
            key={row.performer.profileUrl}
            name={row.performer.name}
            photoUrl={assetUrl(row.performer.profilePictureUrl)}
            animated={row.animate}
            onRevealEnd={index === 0 && row.correct ? onRevealDone : undefined}
            tiles={tilesOf(row)}
          />
        ))}
      </div>
    </ScrollCue>
  );
}

/** The win box with the answer's details, then the share box. */
export function ClassicResult({
  model,
  answer,
  assetUrl,
  shareUrl,
  modeHref,
  onCopy,
  clipboardEnvironment,
}: ClassicResultProps) {
  const { t, i18n } = useWidgetTranslation();
  const archiveDate = useArchiveDate();
  return (
    <>
      <DailyWinBox
        name={answer.name}
        itemType={answer.type}
        context={genderContext(answer.gender)}
        pictureUrl={assetUrl(answer.profilePictureUrl)}
        nextMode={model.nextMode}
        modeHref={modeHref}
        justWon={model.guesses[0]?.animate === true}
      >
        {/* The message names the answer and its type; the result adds its day (issue 56: the
            name was said twice). */}
        {model.date ? (
          <S.WinDetail>
            {t('classic.result.date', { date: formatPuzzleDate(model.date, i18n.language) })}
          </S.WinDetail>
        ) : null}
        {model.nextMode || archiveDate ? null : (
          <S.WinDetail>{t('common.allModesDone')}</S.WinDetail>
        )}
      </DailyWinBox>
      {/* Outside the win box: its status region would read the whole share text aloud. */}
      <DailyShareBox
        gamemode={model.shareGamemode}
        game={t('classic.gameName')}
        rows={classicShareRows(model)}
        url={shareUrl}
        onCopy={onCopy}
        clipboardEnvironment={clipboardEnvironment}
      />
    </>
  );
}
