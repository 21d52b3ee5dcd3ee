/** What the shop's picture uploads accept (the server checks the bytes whatever the browser sends). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/**
 * A labelled file field for a picture (custom artwork, a card logo, an artist's front, logo or portrait),
 * its hint and its refusal beside it, tied to the control for screen readers. `error` is the text.
 */
export function ImageFileField({
  id,
  label,
  hint,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="file"
        required
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block w-full rounded-lg border bg-white p-2.5 text-base text-ink ${
          error ? 'border-danger' : 'border-line'
        }`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger" data-testid="file-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
