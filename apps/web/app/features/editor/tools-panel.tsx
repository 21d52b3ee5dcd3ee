import { decalShape } from '@cardshop/document/decals';
import { LINE_HEIGHT, TEXT_SIZE, type TextObject } from '@cardshop/document/schema';
import type { EditorConfig, Font, WritingStyle } from '@cardshop/shared/contracts/editor';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import type { TextStyle } from './editor-state.ts';
import { QrDrawing } from './page-view.tsx';
import { isQrUrl } from './qr.ts';

/** The address each style's button draws its sample with. */
const STYLE_SAMPLE = 'https://example.com';

const CHIP =
  'inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center rounded-md border border-ink/25 bg-paper px-2 text-sm text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-accent aria-pressed:bg-sand aria-pressed:font-semibold';
const FIELD = 'mt-1 block w-full rounded-md border border-ink/30 bg-paper px-2 py-2 text-ink';
const SECTION = 'border-t border-line pt-4';
/** The nudge pad of a selected decoration, a 3 × 3 grid: arrows named by their tooltips, and gaps. */
const MOVE_CELLS = [
  { key: 'corner-1' },
  { key: 'move-up', symbol: '↑', dx: 0, dy: -2 },
  { key: 'corner-2' },
  { key: 'move-left', symbol: '←', dx: -2, dy: 0 },
  { key: 'centre' },
  { key: 'move-right', symbol: '→', dx: 2, dy: 0 },
  { key: 'corner-3' },
  { key: 'move-down', symbol: '↓', dx: 0, dy: 2 },
  { key: 'corner-4' },
] as const;

export interface SelectedObject {
  name: string;
  qrValue?: string;
  qrStyle?: string;
}

export interface ToolsPanelProps {
  config: EditorConfig;
  fonts: Font[];
  styles: WritingStyle[];
  styleId: string;
  text: TextObject | undefined;
  recentColors: string[];
  selected: SelectedObject | null;
  decalsAllowed: boolean;
  qrError: string | null;
  onStyleChoose: (style: WritingStyle) => void;
  onStyle: (style: Partial<TextStyle>, merge?: string) => void;
  onAddDecal: (decalId: string) => void;
  onAddQr: (url: string, style: string) => void;
  /** A style chosen while a QR code is selected: it changes at once. */
  onQrStyle: (style: string) => void;
  onMoveSelected: (dx: number, dy: number) => void;
  onRemoveSelected: () => void;
}

function Range({
  label,
  value,
  min,
  max,
  onChange,
  smaller,
  larger,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number, merge?: boolean) => void;
  smaller?: string;
  larger?: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums">
          {value}
        </output>
      </div>
      <div className="mt-1 flex items-center gap-2">
        {smaller ? (
          <button
            type="button"
            className={CHIP}
            aria-label={smaller}
            disabled={value <= min}
            onClick={() => onChange(value - 1)}
          >
            −
          </button>
        ) : null}
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(Number(event.target.value), true)}
          className="w-full accent-accent"
        />
        {larger ? (
          <button
            type="button"
            className={CHIP}
            aria-label={larger}
            disabled={value >= max}
            onClick={() => onChange(value + 1)}
          >
            +
          </button>
        ) : null}
      </div>
    </div>
  );
}

function Swatch({
  color,
  current,
  onPick,
  label,
}: {
  color: string;
  current: string | undefined;
  onPick: (color: string) => void;
  label: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={current?.toLowerCase() === color.toLowerCase()}
      onClick={() => onPick(color)}
      className="h-9 w-9 cursor-pointer rounded-full border-2 border-paper shadow-[0_0_0_1px_rgba(31,36,48,0.35)] aria-pressed:shadow-[0_0_0_3px_#a63d26]"
      style={{ backgroundColor: color }}
    />
  );
}

/** The writing tools: writing style, font, size, line height, colour, alignment, decorations, QR code. */
export function ToolsPanel(props: ToolsPanelProps) {
  const t = useT();
  const { config, fonts, styles, text } = props;
  const [qrUrl, setQrUrl] = useState(props.selected?.qrValue ?? '');
  const [qrInvalid, setQrInvalid] = useState(false);
  const [qrStyle, setQrStyle] = useState(props.selected?.qrStyle ?? config.qrCodes.styles[0]?.id ?? 'square');
  const ids = { style: useId(), font: useId(), qr: useId(), qrError: useId(), color: useId() };
  const pick = (color: string) => props.onStyle({ color });
  const qrMessage = qrInvalid ? t('editor.validation.url') : props.qrError;

  return (
    <div className="space-y-4">
      {text ? (
        <>
          <div>
            <label htmlFor={ids.style} className="text-sm font-medium">
              {t('editor.style.label')}
            </label>
            <select
              id={ids.style}
              className={FIELD}
              value={props.styleId}
              onChange={(event) => {
                const style = styles.find((each) => each.id === event.target.value);
                if (style) props.onStyleChoose(style);
              }}
            >
              {styles.map((style) => (
                <option key={style.id} value={style.id}>
                  {style.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.font} className="text-sm font-medium">
              {t('editor.font.label')}
            </label>
            <select
              id={ids.font}
              className={FIELD}
              value={text.font}
              onChange={(event) => props.onStyle({ font: event.target.value })}
            >
              {fonts.map((font) => (
                <option key={font.id} value={font.id}>
                  {font.familyName}
                </option>
              ))}
            </select>
          </div>
          <Range
            label={t('editor.size.label')}
            value={text.size}
            min={TEXT_SIZE.min}
            max={TEXT_SIZE.max}
            smaller={t('editor.size.smaller')}
            larger={t('editor.size.larger')}
            onChange={(size, merge) => props.onStyle({ size }, merge ? 'size' : undefined)}
          />
          <Range
            label={t('editor.line-height.label')}
            value={text.lineHeight}
            min={LINE_HEIGHT.min}
            max={LINE_HEIGHT.max}
            onChange={(lineHeight, merge) => props.onStyle({ lineHeight }, merge ? 'line-height' : undefined)}
          />
          <fieldset>
            <legend className="text-sm font-medium">{t('editor.color.label')}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {config.colors.map((color) => (
                <Swatch
                  key={color}
                  color={color}
                  current={text.color}
                  onPick={pick}
                  label={t('editor.color.swatch', { color })}
                />
              ))}
            </div>
            {props.recentColors.length > 0 ? (
              <>
                <p className="mt-3 text-sm text-ink-soft">{t('editor.color.recent')}</p>
                <div className="mt-1 flex flex-wrap gap-2">
                  {props.recentColors.map((color) => (
                    <Swatch
                      key={color}
                      color={color}
                      current={text.color}
                      onPick={pick}
                      label={`${t('editor.color.recent')}: ${color}`}
                    />
                  ))}
                </div>
              </>
            ) : null}
            <label htmlFor={ids.color} className="mt-3 flex items-center gap-2 text-sm">
              <input
                id={ids.color}
                type="color"
                value={text.color}
                onChange={(event) => props.onStyle({ color: event.target.value }, 'color-picker')}
                className="h-9 w-12 cursor-pointer rounded border border-ink/30 bg-paper"
              />
              {t('editor.color.other')}
            </label>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium">{t('editor.align.label')}</legend>
            <div className="mt-1 flex gap-2">
              {(['left', 'center', 'right'] as const).map((align) => (
                <button
                  key={align}
                  type="button"
                  className={CHIP}
                  aria-pressed={text.hAlign === align}
                  onClick={() => props.onStyle({ hAlign: align })}
                >
                  {t(`editor.align.${align}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium">{t('editor.valign.label')}</legend>
            <div className="mt-1 flex gap-2">
              {(['top', 'middle', 'bottom'] as const).map((align) => (
                <button
                  key={align}
                  type="button"
                  className={CHIP}
                  aria-pressed={text.vAlign === align}
                  onClick={() => props.onStyle({ vAlign: align })}
                >
                  {t(`editor.valign.${align}`)}
                </button>
              ))}
            </div>
          </fieldset>
        </>
      ) : (
        <p className="text-sm text-ink-soft">{t('editor.tools.no-text')}</p>
      )}

      {props.decalsAllowed ? (
        <>
          <section className={SECTION} aria-labelledby={`${ids.style}-decals`}>
            <h3 id={`${ids.style}-decals`} className="text-sm font-medium">
              {t('editor.decals.title')}
            </h3>
            <div className="mt-2 flex flex-wrap gap-2">
              {config.decals.objects.map((option) => {
                const shape = decalShape(option.id);
                if (!shape) return null;
                return (
                  <button
                    key={option.id}
                    type="button"
                    className={CHIP}
                    aria-label={t('editor.decals.add', { name: option.label })}
                    title={option.label}
                    onClick={() => props.onAddDecal(option.id)}
                  >
                    <svg viewBox="0 0 100 100" className="h-6 w-6" aria-hidden="true">
                      <path d={shape.path} fill={shape.color} fillRule="evenodd" />
                    </svg>
                  </button>
                );
              })}
            </div>
          </section>

          <form
            method="post"
            className={SECTION}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const value = qrUrl.trim();
              if (!isQrUrl(value)) {
                setQrInvalid(true);
                return;
              }
              setQrInvalid(false);
              props.onAddQr(value, qrStyle);
            }}
          >
            <label htmlFor={ids.qr} className="text-sm font-medium">
              {t('editor.qr.title')}: {t('editor.qr.url')}
            </label>
            <input
              id={ids.qr}
              type="url"
              inputMode="url"
              className={FIELD}
              value={qrUrl}
              placeholder="https://"
              aria-describedby={qrMessage ? ids.qrError : undefined}
              aria-invalid={Boolean(qrMessage) || undefined}
              onChange={(event) => setQrUrl(event.target.value)}
            />
            {qrMessage ? (
              <p id={ids.qrError} className="mt-1 text-sm text-danger">
                {qrMessage}
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink-soft">{t('editor.qr.hint')}</p>
            )}
            <fieldset className="mt-2">
              <legend className="text-sm font-medium">{t('editor.qr.style')}</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {config.qrCodes.styles.map((option) => (
                  <button
                    key={option.id}
                    type="button"
                    className={`${CHIP} gap-2`}
                    aria-pressed={qrStyle === option.id}
                    onClick={() => {
                      setQrStyle(option.id);
                      if (props.selected?.qrValue !== undefined) props.onQrStyle(option.id);
                    }}
                  >
                    <span className="h-6 w-6">
                      <QrDrawing value={STYLE_SAMPLE} style={option.id} />
                    </span>
                    {option.label}
                  </button>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={`${CHIP} mt-2`}>
              {props.selected?.qrValue !== undefined ? t('editor.qr.update') : t('editor.qr.add')}
            </button>
          </form>

          <section className={SECTION} aria-live="polite">
            {props.selected ? (
              <>
                <p className="text-sm font-medium">
                  {t('editor.object.selected', { name: props.selected.name })}
                </p>
                <div className="mt-2 grid w-40 grid-cols-3 gap-1">
                  {MOVE_CELLS.map((move) =>
                    'symbol' in move ? (
                      <Tooltip key={move.key} text={t(`editor.object.${move.key}`)} names>
                        {(tip) => (
                          <button
                            type="button"
                            className={`${CHIP} w-full`}
                            onClick={() => props.onMoveSelected(move.dx, move.dy)}
                            {...tip}
                          >
                            <span aria-hidden="true">{move.symbol}</span>
                          </button>
                        )}
                      </Tooltip>
                    ) : (
                      <span key={move.key} />
                    ),
                  )}
                </div>
                <button type="button" className={`${CHIP} mt-2`} onClick={props.onRemoveSelected}>
                  {t('editor.object.remove')}
                </button>
              </>
            ) : (
              <p className="text-sm text-ink-soft">{t('editor.object.none')}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
