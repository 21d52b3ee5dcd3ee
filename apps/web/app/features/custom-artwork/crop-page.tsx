import type { CardSize } from '@cardshop/shared/contracts/catalogue';
import type { CustomArtwork } from '@cardshop/shared/contracts/custom-artwork';
import { cropBox } from '@cardshop/shared/rules/custom-artwork';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, AccountPageHeader } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { CropValues } from './answers.ts';
import { CUSTOM_ARTWORK_URL } from './links.ts';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * /custom-artwork/{id}: the crop step. The whole picture with the crop drawn over it: the outer frame is
 * the bleed box (what is printed), the dashed line the trimmed card. Sliders move and zoom the crop; with
 * scripts the frame follows them at once, without them "Show this crop" posts and the page draws it
 * again. "Use this crop" keeps it and opens the editor with the artwork as the card.
 */
export function CropPage({
  artwork,
  size,
  answer,
}: {
  artwork: CustomArtwork;
  size: Pick<CardSize, 'dimensions' | 'bleed' | 'name'>;
  answer?: FormAnswer<CropValues>;
}) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [position, setPosition] = useState(artwork.position);
  const image = { width: artwork.width, height: artwork.height };
  const crop = cropBox(image, size, position);
  const boxWidth = size.dimensions.width + 2 * size.bleed.x;
  const boxHeight = size.dimensions.height + 2 * size.bleed.y;
  const error = (field: keyof CropValues) => {
    const rule = answer?.errors[field]?.[0];
    return rule ? t(fieldErrorKey(field, rule)) : undefined;
  };

  const slider = (field: 'x' | 'y' | 'zoom', min: number, max: number) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-ink">
        {t(`custom-artwork.crop.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        type="range"
        name={field}
        min={min}
        max={max}
        step={0.01}
        value={position[field]}
        onChange={(event) => setPosition({ ...position, [field]: Number(event.currentTarget.value) })}
        className="w-full accent-accent"
      />
      {error(field) ? <p className="text-sm text-danger">{error(field)}</p> : null}
    </div>
  );

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:pt-10">
      <AccountPageHeader title={t('custom-artwork.crop.title')} intro={t('custom-artwork.crop.intro')} />
      <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
        <div>
          <div className="relative overflow-hidden rounded-lg bg-sand" data-testid="crop-stage">
            <img
              src={artwork.image.src}
              srcSet={imageSrcset(artwork.image.src, 'jpeg')}
              sizes="(min-width: 768px) 480px, 100vw"
              width={artwork.image.width}
              height={artwork.image.height}
              alt={artwork.image.alt}
              className="block h-auto w-full"
            />
            <div
              aria-hidden="true"
              data-testid="crop-frame"
              className="absolute border-2 border-white shadow-[0_0_0_9999px_rgb(31_36_48/0.55)]"
              style={{
                left: percent(crop.left, image.width),
                top: percent(crop.top, image.height),
                width: percent(crop.width, image.width),
                height: percent(crop.height, image.height),
              }}
            >
              <div
                className="absolute border border-dashed border-white"
                style={{
                  left: percent(size.bleed.x, boxWidth),
                  right: percent(size.bleed.x, boxWidth),
                  top: percent(size.bleed.y, boxHeight),
                  bottom: percent(size.bleed.y, boxHeight),
                }}
              />
            </div>
          </div>
          <p className="mt-3 text-sm text-ink-soft">
            {t('custom-artwork.crop.pixels', {
              width: artwork.width,
              height: artwork.height,
              neededWidth: artwork.needed.width,
              neededHeight: artwork.needed.height,
            })}
          </p>
        </div>
        <div className="grid content-start gap-5">
          <Form method="post" className="grid gap-4">
            <FormFailures messages={answer?.messages} />
            {slider('x', 0, 1)}
            {slider('y', 0, 1)}
            {artwork.position.maxZoom > 1 ? slider('zoom', 1, artwork.position.maxZoom) : null}
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="intent"
                value="preview"
                className={ACCOUNT_BUTTON_SECONDARY}
                disabled={busy}
              >
                {t('custom-artwork.crop.preview')}
              </button>
              <button type="submit" name="intent" value="save" className={ACCOUNT_BUTTON} disabled={busy}>
                {t('custom-artwork.crop.save')}
              </button>
            </div>
          </Form>
          <figure>
            <img
              src={artwork.front.src}
              width={artwork.front.width}
              height={artwork.front.height}
              alt={artwork.front.alt}
              className="h-auto w-40 rounded shadow"
            />
            <figcaption className="mt-1 text-xs text-ink-soft">
              {t('custom-artwork.crop.front')} ({size.name})
            </figcaption>
          </figure>
          <p>
            <Link to={CUSTOM_ARTWORK_URL} className="text-sm font-semibold text-accent">
              {t('custom-artwork.crop.another')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
