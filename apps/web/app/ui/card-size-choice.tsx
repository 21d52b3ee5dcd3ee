import type { ArtworkSizeOption } from '@cardshop/shared/rules/custom-artwork';
import { useT } from '../lib/i18n/use-t.tsx';

/**
 * The card sizes an uploaded front can be printed at, as radio buttons named `size`, each with the pixels
 * it needs; `error` is the message key of a refusal. Its wording is custom artwork's (load that namespace).
 */
export function CardSizeChoice({
  legend,
  sizes,
  chosen,
  error,
}: {
  legend: string;
  sizes: ArtworkSizeOption[];
  chosen: string | undefined;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {sizes.map((size) => (
        <label key={size.id} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="size"
            value={size.id}
            defaultChecked={size.id === chosen}
            className="mt-1"
          />
          <span>
            {t('custom-artwork.size-option', {
              name: size.name,
              width: size.dimensions.width,
              height: size.dimensions.height,
              pixelsWidth: size.needed.width,
              pixelsHeight: size.needed.height,
            })}
          </span>
        </label>
      ))}
      {error ? <p className="text-sm text-danger">{t(error)}</p> : null}
    </fieldset>
  );
}
